import { type ReactNode, Suspense } from 'react';

import { Drawer } from './drawer';
import { CountBadge } from './icons';

/**
 * A header icon with its count (the wish list, the cart) and the drawer it opens from the reading
 * side: the lines, or `emptyText` when there are none, above the drawer's actions.
 */
export function HeaderDrawer({
  icon,
  label,
  count,
  open,
  onOpenChange,
  title,
  closeLabel,
  isEmpty,
  emptyText,
  busy,
  lines,
  actions,
}: {
  icon: ReactNode;
  /** The icon button's name; its count follows in brackets. */
  label: string;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  isEmpty: boolean;
  emptyText: string;
  /** Whether the lines are being brought up to date (none said when undefined). */
  busy?: boolean;
  /** The lines, each an `<li>` (their components may be lazy: they are inside a Suspense boundary). */
  lines: ReactNode;
  actions: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        onClick={() => onOpenChange(true)}
        aria-label={`${label} (${count})`}
        className="relative rounded-md p-2 text-olive-800 hover:bg-sand-100"
      >
        {icon}
        <CountBadge count={count} />
      </button>
      <Drawer open={open} onOpenChange={onOpenChange} side="end" closeLabel={closeLabel} title={title}>
        <div className="flex h-full flex-col">
          {isEmpty ? (
            <p className="px-4 py-8 text-center text-olive-700">{emptyText}</p>
          ) : (
            <ul className="flex-1 divide-y divide-sand-200 px-4" aria-busy={busy}>
              {/* The lines' code may load when the drawer first opens. */}
              <Suspense fallback={null}>{lines}</Suspense>
            </ul>
          )}
          <div className="mt-auto flex flex-col gap-2 border-t border-sand-200 p-4">{actions}</div>
        </div>
      </Drawer>
    </>
  );
}
