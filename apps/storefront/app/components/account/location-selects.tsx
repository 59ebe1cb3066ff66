import { useState } from 'react';

import { useLanguage } from '../../lib/language';
import type { LocationOption } from '../../routes/api.locations';
import { SelectField } from './form-fields';
import { useLocationOptions } from './use-location-options';

export interface LocationLabels {
  country: string;
  selectCountry: string;
  state: string;
  selectState: string;
  city: string;
  selectCity: string;
}

/**
 * Country, state and city selects (spec section 2), posted as CountryID, StateProvinceId and
 * CityId. Countries come with the page; choosing a country loads its states and choosing a state
 * its cities, in the page's language. A select stays disabled until it has choices; a disabled
 * select is not sent, which the server reads as -999 ("not chosen").
 */
export function LocationSelects({
  countries,
  labels,
  defaultCountryId = '',
}: {
  countries: readonly LocationOption[];
  labels: LocationLabels;
  /** A country kept from a refused form (a page without scripts). */
  defaultCountryId?: string;
}) {
  const language = useLanguage();
  const [countryId, setCountryId] = useState(defaultCountryId);
  const [stateId, setStateId] = useState('');
  const [cityId, setCityId] = useState('');
  const states = useLocationOptions('states', countryId, language.code);
  const cities = useLocationOptions('cities', stateId, language.code);

  return (
    <>
      <SelectField
        name="CountryID"
        label={labels.country}
        placeholder={labels.selectCountry}
        options={countries}
        required
        autoComplete="country-name"
        value={countryId}
        onChange={(event) => {
          setCountryId(event.currentTarget.value);
          setStateId('');
          setCityId('');
        }}
      />
      <SelectField
        name="StateProvinceId"
        label={labels.state}
        placeholder={labels.selectState}
        options={states.options}
        autoComplete="address-level1"
        value={stateId}
        disabled={states.options.length === 0}
        aria-busy={states.loading}
        onChange={(event) => {
          setStateId(event.currentTarget.value);
          setCityId('');
        }}
      />
      <SelectField
        name="CityId"
        label={labels.city}
        placeholder={labels.selectCity}
        options={cities.options}
        autoComplete="address-level2"
        value={cityId}
        disabled={cities.options.length === 0}
        aria-busy={cities.loading}
        onChange={(event) => setCityId(event.currentTarget.value)}
      />
    </>
  );
}
