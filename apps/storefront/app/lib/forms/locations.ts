import { z } from '../browser-zod';

// The choices of the address selects (GET /api/locations), as the storefront's server answers them.
// Parsed in the browser: imported there only on demand (`getJson`'s schema loader), to keep zod
// out of first-load JS.

/** One choice of a country, state or city select. */
export const LocationOption = z.object({ id: z.number(), name: z.string() });
export type LocationOption = z.infer<typeof LocationOption>;

/** The answer of `routes/api.locations.ts`: the choices in the page's language, or none (the request was wrong, or the back-office failed). */
export const LocationsAnswer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), options: z.array(LocationOption) }),
  z.object({ ok: z.literal(false) }),
]);
export type LocationsAnswer = z.infer<typeof LocationsAnswer>;
