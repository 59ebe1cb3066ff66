import { describe, expect, test } from 'vitest';
import { Messages } from '@shop/contract';

import { failureMessage, failureStatus } from './backoffice-failure.server';

const failed = (status: number, errorMessage: string) => ({ ok: false as const, status, message: 'x', errorMessage });

describe('failureMessage', () => {
  test('shows the back-office’s words for bad input and for rate limits', () => {
    expect(failureMessage(failed(400, 'CityId: The city 9 is not in the chosen state'), 'fallback')).toBe(
      'CityId: The city 9 is not in the chosen state',
    );
    expect(failureMessage(failed(429, 'Too many messages. Please try again in 1 hour.'), 'fallback')).toBe(
      'Too many messages. Please try again in 1 hour.',
    );
  });

  test('falls back to the spec message for anything else, or an empty explanation', () => {
    expect(failureMessage(failed(500, 'Internal Server Error'), 'fallback')).toBe('fallback');
    expect(failureMessage(failed(0, 'fetch failed'), 'fallback')).toBe('fallback');
    expect(failureMessage(failed(401, 'Session expired'), 'fallback')).toBe('fallback');
    expect(failureMessage(failed(400, '  '), 'fallback')).toBe('fallback');
    expect(failureMessage(failed(503, 'database down'), 'fallback')).toBe('fallback');
  });

  test('shows the back-office’s 503 asking to try again shortly, even where only a 429 is explained', () => {
    const busy = failed(503, Messages.passwordChecksBusy);
    expect(failureMessage(busy, 'fallback', [429])).toBe(Messages.passwordChecksBusy);
    expect(failureStatus(busy, [429])).toBe(503);
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
