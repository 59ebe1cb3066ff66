// The choices of the address selects (GET /api/locations), as the storefront's server answers them.

/** One choice of a country, state or city select. */
export interface LocationOption {
  id: number;
  name: string;
}

export type LocationsAnswer = { ok: true; options: LocationOption[] } | { ok: false };
