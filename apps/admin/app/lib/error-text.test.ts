import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n/i18n';
import { ApiError } from './api';
import { errorText } from './error-text';

const t: Translate = (key) => key;

describe('what staff are told about a failed call', () => {
  it('says when the server could not be reached, and hides a server fault', () => {
    expect(errorText(new ApiError(0, 'network'), t)).toBe('app.networkError');
    expect(errorText(new ApiError(500, 'TypeError: x is undefined'), t)).toBe('app.unexpected');
    expect(errorText(new Error('thrown'), t)).toBe('app.unexpected');
  });

  it('tells a role refused apart from an owner who must set up two-factor sign-in first', () => {
    expect(errorText(new ApiError(403, 'Your role does not allow this.'), t)).toBe('app.forbidden');
    const setUpFirst = new ApiError(403, 'Set up two-factor sign-in to continue.', { twoFactorSetupRequired: true });
    expect(errorText(setUpFirst, t)).toBe('app.setUpTwoFactorFirst');
  });

  it('passes on what the server says of the request itself', () => {
    expect(errorText(new ApiError(409, 'code: A coupon with this code exists already'), t)).toBe(
      'code: A coupon with this code exists already',
    );
  });
});
