import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core over the page as it stands. Legacy mode runs axe in the page itself instead of finishing
 * each run in a new blank page: half the time, and the shop's pages hold no cross-origin frames,
 * which only the other mode could enter.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
