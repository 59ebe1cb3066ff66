import { type ReactNode, useId, useState } from 'react';

import { ChevronDownIcon } from './icons';

/**
 * A collapsible group of the sidebar (spec: "collapsible groups"). Open when rendered by the
 * server, so every filter is reachable before the script loads; the heading's button folds it.
 */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <section className="border-b border-sand-200 py-4 last:border-b-0">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-2 rounded text-start text-base font-semibold text-olive-950 hover:text-olive-700"
        >
          {title}
          <span className={`transition-transform ${open ? '-scale-y-100' : ''}`}>
            <ChevronDownIcon />
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="mt-3">
        {children}
      </div>
    </section>
  );
}
