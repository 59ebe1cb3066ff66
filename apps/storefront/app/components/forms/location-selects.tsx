import { NOT_CHOSEN_ID } from '@shop/contract';

import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import {
  type LocationChoice,
  chooseCity,
  chooseCountry,
  chooseState,
  optionById,
} from '../../lib/forms/location-choice';
import { useLocationOptions } from '../../lib/forms/use-location-options';
import type { LocationOption } from '../../routes/api.locations';
import { SelectField } from './form-fields';

/** The texts of the three selects, from the form's own screen labels. */
export interface LocationSelectLabels {
  country: string;
  selectCountry: string;
  state: string;
  selectState: string;
  city: string;
  selectCity: string;
}

/**
 * Country, state and city selects of an address form (spec section 2): choosing a country loads
 * its states, choosing a state its cities; a new choice above empties the levels below. The
 * countries come from the page's loader, so they are in the server's HTML. Renders three fields
 * for the form's grid to place.
 */
export function LocationSelects({
  idPrefix,
  value,
  onChange,
  countries,
  labels,
  countryRequired = false,
}: {
  idPrefix: string;
  value: LocationChoice;
  onChange: (next: LocationChoice) => void;
  countries: readonly LocationOption[];
  labels: LocationSelectLabels;
  countryRequired?: boolean;
}) {
  const language = useLanguage();
  const loadingText = useLabels('TopHeader').lbl_header_loading;
  const states = useLocationOptions('states', value.countryId, language);
  const cities = useLocationOptions('cities', value.stateId, language);

  return (
    <>
      <SelectField
        id={`${idPrefix}-country`}
        label={labels.country}
        required={countryRequired}
        name="CountryID"
        value={String(value.countryId)}
        onChange={(event) => onChange(chooseCountry(value, optionById(countries, event.currentTarget.value)))}
      >
        <option value={NOT_CHOSEN_ID}>{labels.selectCountry}</option>
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${idPrefix}-state`}
        label={labels.state}
        name="StateProvinceId"
        value={String(value.stateId)}
        disabled={value.countryId === NOT_CHOSEN_ID}
        aria-busy={states.loading}
        onChange={(event) => onChange(chooseState(value, optionById(states.options, event.currentTarget.value)))}
      >
        <option value={NOT_CHOSEN_ID}>{states.loading ? loadingText : labels.selectState}</option>
        {states.options.map((state) => (
          <option key={state.id} value={state.id}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${idPrefix}-city`}
        label={labels.city}
        name="CityId"
        value={String(value.cityId)}
        disabled={value.stateId === NOT_CHOSEN_ID}
        aria-busy={cities.loading}
        onChange={(event) => onChange(chooseCity(value, optionById(cities.options, event.currentTarget.value)))}
      >
        <option value={NOT_CHOSEN_ID}>{cities.loading ? loadingText : labels.selectCity}</option>
        {cities.options.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
