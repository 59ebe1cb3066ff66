import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, test } from 'vitest';

import { revalidateUnlessSignedIn } from './revalidation';

const args = (actionResult: unknown, defaultShouldRevalidate = true) =>
  ({ actionResult, defaultShouldRevalidate }) as ShouldRevalidateFunctionArgs;

describe('revalidateUnlessSignedIn', () => {
  test('keeps the page’s loader quiet after a successful login or sign-up', () => {
    expect(revalidateUnlessSignedIn(args({ ok: true, user: { UserID: 7 } }))).toBe(false);
  });

  test('follows React Router’s default otherwise', () => {
    expect(revalidateUnlessSignedIn(args({ ok: false, message: 'Incorrect email or password!' }))).toBe(true);
    expect(revalidateUnlessSignedIn(args(undefined, false))).toBe(false);
    expect(revalidateUnlessSignedIn(args(undefined, true))).toBe(true);
  });
});
