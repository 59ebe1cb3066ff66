import { Messages, ScreenLabels } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { resetPasswordFailure, signupRules } from './account-rules';

const RESET_LABELS = ScreenLabels.ResetPassword;
const STEP_2 = { Email: 'lina@example.com', Otp: '123456', Password: 'za3tar and olive oil' };

describe('resetPasswordFailure', () => {
  test('passes matching passwords that keep every rule', () => {
    expect(resetPasswordFailure(RESET_LABELS, 'en', { ...STEP_2, ConfirmPassword: STEP_2.Password })).toBeNull();
  });

  test('checks the field rules before the match, and points the mismatch at the confirmation', () => {
    expect(resetPasswordFailure(RESET_LABELS, 'en', { ...STEP_2, Otp: '', ConfirmPassword: 'other one!' })).toEqual({
      field: 'Otp',
      message: 'OTP is required',
    });
    expect(resetPasswordFailure(RESET_LABELS, 'en', { ...STEP_2, ConfirmPassword: 'other one!' })).toEqual({
      field: 'ConfirmPassword',
      message: Messages.passwordMismatch,
    });
  });

  test('names fields by the page’s labels in Arabic', () => {
    const labels = { ...RESET_LABELS, lbl_reset_otp: 'رمز التحقق' };
    expect(resetPasswordFailure(labels, 'ar', { ...STEP_2, Otp: '' })?.message).toBe('رمز التحقق is required');
  });
});

describe('signupRules', () => {
  test('names every field by the page’s label in Arabic', () => {
    const labels = Object.fromEntries(
      Object.keys(ScreenLabels.Signup).map((id) => [id, `ar:${id}`]),
    ) as unknown as typeof ScreenLabels.Signup;
    expect(signupRules(labels, 'ar').every((rule) => rule.label.startsWith('ar:'))).toBe(true);
    expect(signupRules(labels, 'en').map((rule) => rule.label)).toContain('Shipping address');
  });
});
