import { Language, Messages, NOT_CHOSEN_ID, ScreenLabels } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { NO_LOCATION } from '../../../lib/forms/location-choice';
import { sellerFailure, sellerPost } from './seller-values';

const validPost = {
  FirstName: 'Nadia',
  LastName: 'Saleh',
  EmailAddress: 'nadia@example.com',
  Password: 'embroidery from Hebron',
  ConfirmPassword: 'embroidery from Hebron',
  MobileNo: '',
  PostalCode: '',
  AddressLineOne: 'Old City, Hebron',
  CountryID: 1,
  StateProvinceId: NOT_CHOSEN_ID,
  CityId: NOT_CHOSEN_ID,
};

const labels = ScreenLabels.BecomeVendor;

describe('sellerPost', () => {
  test('trims the texts but keeps the passwords exactly as typed', () => {
    const post = sellerPost(
      {
        FirstName: ' Nadia ',
        LastName: 'Saleh',
        EmailAddress: ' nadia@example.com ',
        Password: ' with spaces ',
        ConfirmPassword: ' with spaces ',
        MobileNo: '',
        PostalCode: ' 900 ',
        AddressLineOne: 'Hebron ',
      },
      { ...NO_LOCATION, countryId: 1 },
    );

    expect(post).toEqual({
      FirstName: 'Nadia',
      LastName: 'Saleh',
      EmailAddress: 'nadia@example.com',
      Password: ' with spaces ',
      ConfirmPassword: ' with spaces ',
      MobileNo: '',
      PostalCode: '900',
      AddressLineOne: 'Hebron',
      CountryID: 1,
      StateProvinceId: NOT_CHOSEN_ID,
      CityId: NOT_CHOSEN_ID,
    });
  });
});

describe('sellerFailure', () => {
  test('passes a valid request; state and city may stay -999', () => {
    expect(sellerFailure(validPost, Language.en, labels)).toBeNull();
  });

  test.each([
    [{ FirstName: '' }, 'First Name is required'],
    [{ LastName: 'x'.repeat(151) }, 'Last Name max length should be 150 characters'],
    [{ EmailAddress: 'nadia@' }, Messages.invalidEmail],
    [{ Password: 'short', ConfirmPassword: 'short' }, 'Password min length should be 8 characters'],
    [{ Password: 'password1', ConfirmPassword: 'password1' }, Messages.commonPassword],
    [{ ConfirmPassword: '' }, 'Confirm Password is required'],
    [{ CountryID: NOT_CHOSEN_ID }, 'Country is required'],
    [{ AddressLineOne: ' ' }, 'Home address is required'],
    [{ ConfirmPassword: 'embroidery from Gaza' }, Messages.passwordMismatch],
  ])('refuses %o with the spec’s message', (change, message) => {
    expect(sellerFailure({ ...validPost, ...change }, Language.en, labels)).toBe(message);
  });

  test('names the field by the form’s label on Arabic pages', () => {
    const arabic = { ...labels, lbl_vendor_address: 'عنوان السكن' };
    expect(sellerFailure({ ...validPost, AddressLineOne: '' }, Language.ar, arabic)).toBe('عنوان السكن is required');
  });
});
