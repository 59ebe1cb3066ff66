import { Language, NOT_CHOSEN_ID, ScreenLabels } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { NO_LOCATION } from '../../lib/forms/location-choice';
import {
  EMPTY_PROFILE_TEXT,
  profileFailure,
  profileFormFromRecord,
  profilePost,
  storedUserAfterUpdate,
} from './profile-values';

const loginRecord = {
  UserID: 7,
  FirstName: 'Leila',
  LastName: 'Haddad',
  EmailAddress: 'leila@example.com',
  MobileNo: '0599000000',
  AddressLineOne: 'Old City 12',
  CountryID: 1,
  CountryName: 'Palestine',
  StateProvinceID: null,
  StateName: null,
  CityID: null,
  CityName: null,
  PostalCode: '97200',
  ResponseMsg: 'Login Successfully',
};

const validPost = {
  FirstName: 'Leila',
  LastName: 'Haddad',
  MobileNo: '',
  AddressLineOne: 'Old City 12',
  PostalCode: '97200',
  CountryID: 1,
  StateProvinceId: NOT_CHOSEN_ID,
  CityId: NOT_CHOSEN_ID,
};

const labels = ScreenLabels.UpdateProfile;
const arabicLabels = { ...labels, lbl_profile_first_name: 'الاسم الأول', lbl_profile_country: 'الدولة' };

describe('profileFormFromRecord', () => {
  test('fills the form from the stored login result, with -999 for a place not chosen', () => {
    expect(profileFormFromRecord(loginRecord)).toEqual({
      text: {
        FirstName: 'Leila',
        LastName: 'Haddad',
        MobileNo: '0599000000',
        AddressLineOne: 'Old City 12',
        PostalCode: '97200',
      },
      location: { ...NO_LOCATION, countryId: 1, countryName: 'Palestine' },
    });
  });

  test('starts empty without a stored user', () => {
    expect(profileFormFromRecord(null)).toEqual({ text: EMPTY_PROFILE_TEXT, location: NO_LOCATION });
  });
});

describe('profilePost', () => {
  test('trims the texts and carries the chosen ids', () => {
    const location = { ...NO_LOCATION, countryId: 1, stateId: 3, cityId: 12 };
    expect(
      profilePost(
        {
          FirstName: ' Leila ',
          LastName: 'Haddad ',
          MobileNo: ' 059 ',
          AddressLineOne: ' Old City ',
          PostalCode: ' 97200 ',
        },
        location,
      ),
    ).toEqual({
      FirstName: 'Leila',
      LastName: 'Haddad',
      MobileNo: '059',
      AddressLineOne: 'Old City',
      PostalCode: '97200',
      CountryID: 1,
      StateProvinceId: 3,
      CityId: 12,
    });
  });
});

describe('profileFailure', () => {
  test('passes a valid profile; mobile, postal code, state and city are optional', () => {
    expect(profileFailure(validPost, Language.en, labels)).toBeNull();
    expect(profileFailure({ ...validPost, PostalCode: '' }, Language.en, labels)).toBeNull();
  });

  test.each([
    [{ FirstName: '  ' }, 'First Name is required'],
    [{ FirstName: 'x'.repeat(201) }, 'First Name max length should be 200 characters'],
    [{ LastName: '' }, 'Last Name is required'],
    [{ LastName: 'x'.repeat(151) }, 'Last Name max length should be 150 characters'],
    [{ AddressLineOne: '' }, 'Shipping address is required'],
    [{ AddressLineOne: 'x'.repeat(601) }, 'Shipping address max length should be 600 characters'],
    [{ PostalCode: '97 200a' }, 'Postal Code should be a number'],
    [{ CountryID: NOT_CHOSEN_ID }, 'Country is required'],
    [{ CountryID: 'abc' }, 'Country should be a number'],
    [{ StateProvinceId: '3;' }, 'State should be a number'],
  ])('refuses %o with the spec’s message', (change, message) => {
    expect(profileFailure({ ...validPost, ...change }, Language.en, labels)).toBe(message);
  });

  test('names the field by the form’s label on Arabic pages', () => {
    expect(profileFailure({ ...validPost, FirstName: '' }, Language.ar, arabicLabels)).toBe('الاسم الأول is required');
    expect(profileFailure({ ...validPost, CountryID: NOT_CHOSEN_ID }, Language.ar, arabicLabels)).toBe(
      'الدولة is required',
    );
  });
});

describe('storedUserAfterUpdate', () => {
  test('keeps the new names, address and place (ids and names), and the rest of the record', () => {
    const location = {
      countryId: 1,
      countryName: 'فلسطين',
      stateId: 3,
      stateName: 'نابلس',
      cityId: NOT_CHOSEN_ID,
      cityName: '',
    };
    const post = { ...validPost, FirstName: 'Layla', StateProvinceId: 3, MobileNo: '0598' };

    expect(storedUserAfterUpdate(loginRecord, 7, post, location)).toEqual({
      ...loginRecord,
      FirstName: 'Layla',
      MobileNo: '0598',
      CountryID: 1,
      CountryName: 'فلسطين',
      StateProvinceID: 3,
      StateName: 'نابلس',
      CityID: null,
      CityName: null,
    });
  });

  test('makes a record from the saved profile when the browser had none', () => {
    const record = storedUserAfterUpdate(null, 9, validPost, {
      ...NO_LOCATION,
      countryId: 1,
      countryName: 'Palestine',
    });

    expect(record).toMatchObject({ UserID: 9, FirstName: 'Leila', CountryID: 1, CountryName: 'Palestine' });
  });
});
