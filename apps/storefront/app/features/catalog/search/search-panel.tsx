import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';

import { useLabels } from '../../../lib/labels/labels';
import { returnFocus } from '../../../ui/return-focus';
import { SearchForm } from './search-form';

/** The search modal itself, loaded the first time the search icon is used (see search-dialog.tsx). */
export default function SearchPanel({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLElement | null>;
}) {
  const labels = useLabels('TopHeader');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-olive-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          // The modal opens for typing: focus the field rather than the close button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.querySelector('input')?.focus();
          }}
          onCloseAutoFocus={(event) => returnFocus(event, opener.current)}
          // Escape closes the open suggestions first (search-form.tsx), the modal only after.
          onEscapeKeyDown={(event) => {
            if (document.activeElement?.getAttribute('aria-expanded') === 'true') event.preventDefault();
          }}
          className="fixed inset-x-0 top-24 z-50 mx-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg bg-white p-5 shadow-xl outline-none"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold text-olive-900">
              {labels.lbl_header_search_title}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-md p-2 text-olive-700 hover:bg-sand-100"
              aria-label={labels.lbl_header_close}
            >
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <SearchForm hideLabel onSearch={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
