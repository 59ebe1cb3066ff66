import { useId, type ReactNode } from 'react';

/** A titled card of a detail screen, named by its heading for screen readers; `actions` sit beside the title. */
export function SectionCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Terms and their values: one under the other on a phone, side by side from a tablet up. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-stone-700">{term}</dt>
      <dd className="mb-2 min-w-0 break-words sm:mb-0">{children}</dd>
    </>
  );
}
