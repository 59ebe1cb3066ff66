import { Timing } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { nextScrollTop } from './scroll-steps';

describe('nextScrollTop', () => {
  test('goes up one step at a time', () => {
    expect(nextScrollTop(450, Timing.scrollStepPx)).toBe(350);
  });

  test('stops at the top, never below 0', () => {
    expect(nextScrollTop(60, Timing.scrollStepPx)).toBe(0);
    expect(nextScrollTop(0, Timing.scrollStepPx)).toBe(0);
  });
});
