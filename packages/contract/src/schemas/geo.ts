// Countries, states and cities for address forms.
import { z } from 'zod';
import { RecordValueJson } from './common';
import { wireId } from './wire';

/** Params of get-states-provinces-list. */
export const StatesParams = z.object({
  /** Country whose states are listed (spelled CountryId here, as in the spec). */
  CountryId: wireId(),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type StatesParams = z.infer<typeof StatesParams>;

/** Params of get-cities-list. */
export const CitiesParams = z.object({
  /** State whose cities are listed. */
  StateProvinceId: wireId(),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type CitiesParams = z.infer<typeof CitiesParams>;

/** A row of get-countries-list. */
export const CountryRow = z.object({
  /** Country id. */
  CountryID: wireId(),
  /** Country name. */
  CountryName: z.string(),
});
export type CountryRow = z.infer<typeof CountryRow>;

/** A row of get-states-provinces-list. */
export const StateRow = z.object({
  /** State id. */
  StateProvinceID: wireId(),
  /** State name. */
  StateName: z.string(),
});
export type StateRow = z.infer<typeof StateRow>;

/** A row of get-cities-list. */
export const CityRow = z.object({
  /** City id. */
  CityID: wireId(),
  /** City name. */
  CityName: z.string(),
});
export type CityRow = z.infer<typeof CityRow>;
