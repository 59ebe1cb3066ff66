import { useRouteLoaderData } from 'react-router';

import type { loader } from '../root';

/**
 * The root loader's data (site title, logo, menu, currencies, layout labels, whether signed in) for
 * any component of the page, typed from the loader itself. Undefined only when the root loader
 * failed (an error page), so callers keep a fallback.
 */
export function useLayoutData() {
  return useRouteLoaderData<typeof loader>('root');
}
