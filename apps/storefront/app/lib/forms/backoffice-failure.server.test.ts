import { describe, expect, test } from 'vitest';
import { Messages, problem, type Problem } from '@shop/contract';

import { failureMessage, failureStatus } from './backoffice-failure.server';

const failed = (status: number, errorMessage: string) => ({ ok: false as const, status, message: 'x', errorMessage });
const refused = (status: number, { code, message, values }: Problem) => ({
  ...failed(status, message),
  code,
  values,
});

describe('failureMessage', () => {
  test('shows the back-office’s words for bad input and for rate limits', () => {
    const misplaced = problem('INVALID_INPUT', { reason: 'CityId: The city 9 is not in the chosen state' });
    expect(failureMessage(refused(400, misplaced), 'fallback', 'en')).toBe(
      'CityId: The city 9 is not in the chosen state',
    );
    expect(failureMessage(refused(429, problem('TOO_MANY_MESSAGES', { minutes: 60 })), 'fallback', 'en')).toBe(
      'Too many messages. Please try again in 60 minutes.',
    );
  });

  test('says them in Arabic on Arabic pages, by their code, with the values they name', () => {
    expect(failureMessage(refused(429, problem('TOO_MANY_MESSAGES', { minutes: 60 })), 'fallback', 'ar')).toBe(
      'رسائل كثيرة. يرجى المحاولة بعد 60 دقيقة.',
    );
    expect(failureMessage(refused(429, problem('TOO_MANY_LOGINS', { minutes: 2 })), 'fallback', 'ar')).toBe(
      'محاولات دخول فاشلة كثيرة. يرجى المحاولة بعد دقيقتين.',
    );
    // A reason the storefront's own rules also give is translated as they are.
    const required = problem('INVALID_INPUT', { reason: 'Email is required' });
    expect(failureMessage(refused(400, required), 'fallback', 'ar')).toBe('حقل Email مطلوب');
  });

  test('falls back to the spec message for anything else, or an empty explanation', () => {
    expect(failureMessage(failed(500, 'Internal Server Error'), 'fallback', 'en')).toBe('fallback');
    expect(failureMessage(failed(0, 'fetch failed'), 'fallback', 'en')).toBe('fallback');
    expect(failureMessage(refused(401, problem('SESSION_REQUIRED')), 'fallback', 'en')).toBe('fallback');
    expect(failureMessage(failed(400, '  '), 'fallback', 'en')).toBe('fallback');
    expect(failureMessage(failed(503, 'database down'), 'fallback', 'en')).toBe('fallback');
  });

  test('shows the back-office’s 503 asking to try again shortly, even where only a 429 is explained', () => {
    const busy = refused(503, problem('SERVICE_BUSY'));
    expect(failureMessage(busy, 'fallback', 'en', [429])).toBe(Messages.passwordChecksBusy);
    expect(failureMessage(busy, 'fallback', 'ar', [429])).toBe(
      'يسجّل كثيرون الدخول في هذه اللحظة. يرجى المحاولة بعد قليل.',
    );
    expect(failureStatus(busy, [429])).toBe(503);
    // A 503 with the same words but without the code is someone else's (a proxy's): not explained.
    expect(failureMessage(failed(503, Messages.passwordChecksBusy), 'fallback', 'en', [429])).toBe('fallback');
  });
});

describe('failureStatus', () => {
  test('passes on 400 and 429, and answers 502 for the back-office’s own failures', () => {
    expect(failureStatus(failed(400, 'x'))).toBe(400);
    expect(failureStatus(failed(429, 'x'))).toBe(429);
    expect(failureStatus(failed(500, 'x'))).toBe(502);
    expect(failureStatus(failed(0, 'x'))).toBe(502);
  });
});
