import { Language, Messages } from '@shop/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { stubBackoffice } from '../../lib/fake-backoffice.test-support';
import { clearLabelCache } from '../../lib/labels/labels.server';
import { ResetIntent } from './account-answers';
import { resetPassword } from './password-reset.server';

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request('http://shop.test/en/reset-password', { method: 'POST', headers });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return resetPassword(request, Language.en, form);
}

const STEP_2 = {
  intent: ResetIntent.changePassword,
  Email: 'lina@example.com',
  Otp: '123456',
  Password: 'za3tar and olive oil',
  ConfirmPassword: 'za3tar and olive oil',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearLabelCache();
});

describe('resetPassword, step 1 (send-code)', () => {
  test('has a code mailed and moves to step 2 for that email', async () => {
    const calls = stubBackoffice({
      'validate-email-send-otp': () => ({ rows: [{ ResponseMsg: 'Sent Successfully' }], message: 'Sent Successfully' }),
    });

    const result = await post({ intent: ResetIntent.sendCode, Email: ' lina@example.com ' });

    expect(result.data).toEqual({ ok: true, step: 'code', email: 'lina@example.com' });
    expect(calls).toEqual([
      { endpoint: 'validate-email-send-otp', params: { Email: 'lina@example.com' }, language: 'en' },
    ]);
  });

  test.each([
    ['', 'Email is required'],
    ['lina@', Messages.invalidEmail],
    [`${'a'.repeat(189)}@example.com`, 'Email max length should be 200 characters'],
  ])('checks the email again: %j', async (email, message) => {
    const calls = stubBackoffice({});

    const result = await post({ intent: ResetIntent.sendCode, Email: email });

    expect(result.data).toEqual({ ok: false, step: 'email', email: email.trim(), message });
    expect(calls).toHaveLength(0);
  });

  test('shows the back-office’s errorMessage, e.g. how long to wait', async () => {
    const wait = 'Too many codes were requested for this email. Please try again in 15 minutes.';
    stubBackoffice({ 'validate-email-send-otp': () => ({ status: 429, errorMessage: wait }) });

    const result = await post({ intent: ResetIntent.sendCode, Email: 'lina@example.com' });

    expect(result.data).toEqual({ ok: false, step: 'email', email: 'lina@example.com', message: wait });
    expect(result.init?.status).toBe(429);
  });

  test('answers the spec’s generic error when the back-office fails or answers something else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({ 'validate-email-send-otp': () => ({ status: 503, errorMessage: 'database down' }) });
    expect((await post({ intent: ResetIntent.sendCode, Email: 'lina@example.com' })).data).toMatchObject({
      ok: false,
      message: Messages.genericError,
    });

    stubBackoffice({ 'validate-email-send-otp': () => ({ rows: [], message: 'Queued' }) });
    expect((await post({ intent: ResetIntent.sendCode, Email: 'lina@example.com' })).data).toMatchObject({
      ok: false,
      message: Messages.genericError,
    });
  });
});

describe('resetPassword, step 2 (change-password)', () => {
  test('changes the password with the code', async () => {
    const calls = stubBackoffice({
      'validate-otp-change-password': () => ({
        rows: [{ ResponseMsg: 'Password reset successfully' }],
        message: 'Password reset successfully',
      }),
    });

    const result = await post({ ...STEP_2, Otp: ' 123456 ' });

    expect(result.data).toEqual({ ok: true, step: 'done' });
    expect(calls[0]?.params).toEqual({
      Email: 'lina@example.com',
      Otp: '123456',
      Password: 'za3tar and olive oil',
      ConfirmPassword: 'za3tar and olive oil',
    });
  });

  test('stays on step 2 with the back-office’s errorMessage for a wrong code', async () => {
    stubBackoffice({
      'validate-otp-change-password': () => ({ status: 400, errorMessage: Messages.resetCodeInvalid }),
    });

    const result = await post(STEP_2);

    expect(result.data).toEqual({
      ok: false,
      step: 'code',
      email: 'lina@example.com',
      message: Messages.resetCodeInvalid,
    });
  });

  test.each([
    [{ Otp: '' }, 'OTP is required'],
    [{ Otp: '1234' }, 'OTP min length should be 5 characters'],
    [{ Otp: '1'.repeat(16) }, 'OTP max length should be 15 characters'],
    [{ Password: '', ConfirmPassword: '' }, 'Password is required'],
    [{ Password: 'short', ConfirmPassword: 'short' }, 'Password min length should be 8 characters'],
    [{ Password: 'p'.repeat(151) }, 'Password max length should be 150 characters'],
    [{ Password: 'password1', ConfirmPassword: 'password1' }, Messages.commonPassword],
    [{ ConfirmPassword: '' }, 'Confirm Password is required'],
    [{ ConfirmPassword: 'short' }, 'Confirm Password min length should be 8 characters'],
    [{ ConfirmPassword: 'c'.repeat(151) }, 'Confirm Password max length should be 150 characters'],
    [{ ConfirmPassword: 'za3tar and olive oil!' }, Messages.passwordMismatch],
    [{ Email: '' }, 'Email is required'],
  ])('checks the second form again: %j', async (change, message) => {
    const calls = stubBackoffice({});

    const result = await post({ ...STEP_2, ...change });

    expect(result.data).toMatchObject({ ok: false, step: 'code', message });
    expect(calls).toHaveLength(0);
  });

  test('refuses a form another site sent', async () => {
    const calls = stubBackoffice({});

    const result = await post(STEP_2, { 'Sec-Fetch-Site': 'cross-site' });

    expect(result.init?.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});
