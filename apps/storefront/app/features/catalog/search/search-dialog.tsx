import { lazy, Suspense, useRef, useState } from 'react';

import { useLabels } from '../../../lib/labels/labels';
import { SearchIcon } from '../../../ui/icons';

// The modal's code (Radix's dialog) loads the first time the icon is used.
const SearchPanel = lazy(() => import('./search-panel'));

/** The header's search icon and its modal. */
export function SearchDialog() {
  const labels = useLabels('TopHeader');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="rounded-md p-2 text-olive-800 hover:bg-sand-100"
        aria-label={labels.lbl_header_search}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchPanel open={open} onOpenChange={setOpen} opener={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
