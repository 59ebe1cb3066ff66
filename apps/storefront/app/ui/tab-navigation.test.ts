import { describe, expect, test } from 'vitest';

import { nextTabIndex } from './tab-navigation';

describe('nextTabIndex', () => {
  test('left to right: ArrowRight goes on, ArrowLeft back, both wrapping', () => {
    expect(nextTabIndex(0, 'ArrowRight', 5, 'ltr')).toBe(1);
    expect(nextTabIndex(4, 'ArrowRight', 5, 'ltr')).toBe(0);
    expect(nextTabIndex(0, 'ArrowLeft', 5, 'ltr')).toBe(4);
  });

  test('right to left mirrors the arrows', () => {
    expect(nextTabIndex(0, 'ArrowLeft', 5, 'rtl')).toBe(1);
    expect(nextTabIndex(0, 'ArrowRight', 5, 'rtl')).toBe(4);
  });

  test('Home and End go to the ends; other keys are not handled', () => {
    expect(nextTabIndex(3, 'Home', 5, 'ltr')).toBe(0);
    expect(nextTabIndex(1, 'End', 5, 'rtl')).toBe(4);
    expect(nextTabIndex(1, 'Enter', 5, 'ltr')).toBeNull();
    expect(nextTabIndex(0, 'ArrowRight', 0, 'ltr')).toBeNull();
  });
});
