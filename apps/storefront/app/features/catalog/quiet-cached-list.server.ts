import type { CallResult, EndpointName, RowOf } from '@shop/contract';

import { cached } from '../../lib/cache.server';

/**
 * A list the shop owner edits now and then (brands, sizes, tags…), read from the back-office and
 * cached under `cacheKey` for `ttlMs`. A failure is logged under `failureLog` and gives an empty
 * list, so the rest of the page still shows (spec section 8: list errors are quiet).
 */
export function quietCachedList<N extends EndpointName, Item>({
  cacheKey,
  ttlMs,
  endpoint,
  call,
  toItem,
  failureLog,
}: {
  cacheKey: string;
  ttlMs: number;
  endpoint: N;
  call: () => Promise<CallResult<RowOf<N>>>;
  toItem: (row: RowOf<N>) => Item;
  failureLog: string;
}): Promise<Item[]> {
  return cached(cacheKey, ttlMs, async () => {
    const result = await call();
    if (!result.ok) throw new Error(`${endpoint}: ${result.status} ${result.errorMessage}`);
    return result.rows.map(toItem);
  }).catch((error: unknown) => {
    console.error(failureLog, error);
    return [];
  });
}
