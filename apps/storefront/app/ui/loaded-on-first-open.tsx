import { type ComponentType, Suspense, lazy, useState } from 'react';

/**
 * A popup (drawer, dialog) whose code loads the first time it opens: most visits never open it, so
 * its code (Radix's dialog and what the popup holds) stays out of the page's first load. Once
 * opened it stays mounted, so it closes (and gives focus back) as it would had it been there all along.
 */
export function loadedOnFirstOpen<Props extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Panel = lazy(load);
  return function LoadedOnFirstOpen(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
