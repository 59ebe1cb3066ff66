import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import {
  type LocationChoice,
  chooseCity,
  chooseCountry,
  chooseState,
  optionById,
} from '../../lib/forms/location-choice';
import { type LocationOptions, useLocationOptions } from './use-location-options';
import type { LocationOption } from '../../lib/forms/locations';
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
 * Country, state and city selects of an address form (spec section 2), posted as CountryID,
 * StateProvinceId and CityId. The countries come from the page's loader, so they are in the
 * server's HTML; choosing a country loads its states and choosing a state its cities, in the
 * page's language, and a new choice above empties the levels below. A select stays disabled while
 * it has nothing to choose (a disabled select is not sent, which the server reads as -999, "not
 * chosen"). The country is required. Renders three fields for the form's grid to place.
 */
export function LocationSelects({
  value,
  onChange,
  countries,
  labels,
}: {
  value: LocationChoice;
  onChange: (next: LocationChoice) => void;
  countries: readonly LocationOption[];
  labels: LocationSelectLabels;
}) {
  const language = useLanguage();
  const states = useLocationOptions('states', value.countryId, language);
  const cities = useLocationOptions('cities', value.stateId, language);

  return (
    <>
      <SelectField
        name="CountryID"
        label={labels.country}
        placeholder={labels.selectCountry}
        options={countries}
        required
        autoComplete="country-name"
        value={String(value.countryId)}
        onChange={(event) => onChange(chooseCountry(value, optionById(countries, event.currentTarget.value)))}
      />
      <DependentSelect
        name="StateProvinceId"
        label={labels.state}
        placeholder={labels.selectState}
        list={states}
        autoComplete="address-level1"
        chosenId={value.stateId}
        onChoose={(state) => onChange(chooseState(value, state))}
      />
      <DependentSelect
        name="CityId"
        label={labels.city}
        placeholder={labels.selectCity}
        list={cities}
        autoComplete="address-level2"
        chosenId={value.cityId}
        onChoose={(city) => onChange(chooseCity(value, city))}
      />
    </>
  );
}

/**
 * The state or city select: its list is loaded for the level above, so it is disabled while it has
 * nothing to choose, and says it is loading while it is.
 */
function DependentSelect({
  name,
  label,
  placeholder,
  list,
  autoComplete,
  chosenId,
  onChoose,
}: {
  name: string;
  label: string;
  placeholder: string;
  list: LocationOptions;
  autoComplete: string;
  chosenId: number;
  onChoose: (option: LocationOption | undefined) => void;
}) {
  const loadingText = useLabels('TopHeader').lbl_header_loading;
  return (
    <SelectField
      name={name}
      label={label}
      placeholder={list.loading ? loadingText : placeholder}
      options={list.options}
      autoComplete={autoComplete}
      value={String(chosenId)}
      disabled={list.options.length === 0}
      aria-busy={list.loading}
      onChange={(event) => onChoose(optionById(list.options, event.currentTarget.value))}
    />
  );
}
