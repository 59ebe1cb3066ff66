import { afterEach, beforeEach, vi } from 'vitest';

import { clearCaches } from '../cache.server';
import { clearLabelCache } from '../labels/labels.server';
import { formBody } from './form-body.test-support';

/**
 * A browser's form post of `fields` to the page at `/{lang}/{page}` (English unless told), given
 * to that page's `action` with `headers`.
 */
export function postFormTo<Args, Answer>(
  action: (args: Args) => Answer,
  page: string,
  fields: Record<string, unknown>,
  { lang = 'en', headers = {} }: { lang?: string; headers?: Record<string, string> } = {},
): Answer {
  const request = new Request(`http://shop.test/${lang}/${page}`, {
    method: 'POST',
    headers,
    body: formBody(fields),
  });
  return action({ request, params: { lang }, context: {} } as unknown as Args);
}

/**
 * Each test of the file starts with no labels or back-office answers cached, and ends with fetch
 * and every spy put back.
 */
export function startEachTestAfresh(): void {
  beforeEach(() => {
    clearLabelCache();
    clearCaches();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
