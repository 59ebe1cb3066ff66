import { useRouteLoaderData } from 'react-router';

import type { LayoutData } from './layout-data.server';

/**
 * The root loader's data (logo, menu categories, currency, layout labels) for any component of
 * the page. Undefined only when the root loader itself failed, so callers keep a fallback.
 */
export function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData('root') as LayoutData | undefined;
}
