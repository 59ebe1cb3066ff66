// Asks before leaving a form with unsaved changes: for a move inside the admin (a link, Back) with a
// dialog whose focus starts on Stay, and for closing or reloading the tab with the browser's own.
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useRef } from 'react';
import { useBeforeUnload, useBlocker, type BlockerFunction } from 'react-router';
import { Button } from './button';

export function LeaveGuard({
  when,
  title,
  description,
  stayLabel,
  leaveLabel,
}: {
  /** The form has unsaved changes. */
  when: boolean;
  title: string;
  description: string;
  stayLabel: string;
  leaveLabel: string;
}) {
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
      [when],
    ),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (when) event.preventDefault();
      },
      [when],
    ),
  );
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog.Root open={blocked} onOpenChange={(open) => !open && blocked && blocker.reset()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            stay.current?.focus();
          }}
          className="fixed start-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" ref={stay} onClick={() => blocked && blocker.reset()}>
              {stayLabel}
            </Button>
            <Button variant="danger" onClick={() => blocked && blocker.proceed()}>
              {leaveLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
