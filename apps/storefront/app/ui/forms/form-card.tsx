import type { ReactNode } from 'react';

/** The white card a form sits on, named by its heading (`labelledBy`, the heading's id). */
export function FormCard({
  labelledBy,
  className = '',
  children,
}: {
  labelledBy: string;
  /** Extra classes, e.g. to lay out what the card holds. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={`rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8 ${className}`}
    >
      {children}
    </section>
  );
}
