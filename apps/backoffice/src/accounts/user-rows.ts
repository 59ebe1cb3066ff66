import type { SignupParams, UpdateProfileParams, UserRow } from '@shop/contract';
import { chosenId } from './location-check';
import type { UserDetails, UserRecord } from './users-repository';

/** The spec's User entity (section 3) from a stored user. */
export function userRow(record: UserRecord): UserRow {
  return {
    UserID: record.id,
    FirstName: record.first_name,
    LastName: record.last_name,
    EmailAddress: record.email,
    MobileNo: record.mobile_no,
    AddressLineOne: record.address_line_one,
    CountryID: record.country_id,
    CountryName: record.country_name,
    StateProvinceID: record.state_province_id,
    StateName: record.state_name,
    CityID: record.city_id,
    CityName: record.city_name,
    PostalCode: record.postal_code,
  };
}

/** What a sign-up or seller request stores about a person, with "not chosen" (-999) as null. */
export function userDetailsOf(params: Omit<SignupParams, 'Password' | 'EmailAddress'>): UserDetails {
  return {
    firstName: params.FirstName,
    lastName: params.LastName,
    mobileNo: params.MobileNo,
    addressLineOne: params.AddressLineOne,
    countryId: params.CountryID,
    stateProvinceId: chosenId(params.StateProvinceId),
    cityId: chosenId(params.CityId),
    postalCode: params.PostalCode,
  };
}

/** The profile fields of update-profile; the country stays when the payload leaves it out. */
export function profileDetailsOf(params: UpdateProfileParams, countryId: number | null): UserDetails {
  return {
    firstName: params.FirstName,
    lastName: params.LastName,
    mobileNo: params.MobileNo,
    addressLineOne: params.AddressLineOne,
    countryId: params.CountryID ?? countryId,
    stateProvinceId: chosenId(params.StateProvinceId),
    cityId: chosenId(params.CityId),
    postalCode: params.PostalCode,
  };
}
