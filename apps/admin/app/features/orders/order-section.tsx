import { useId, type ReactNode } from 'react';

/** A titled card of the order's page. */
export function OrderSection({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A table that scrolls sideways inside itself on a phone; keyboard users reach the scroll by focusing it. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export const headCell = 'px-3 py-2 text-start font-semibold whitespace-nowrap text-stone-700';
export const bodyCell = 'px-3 py-2 align-top text-stone-800';
