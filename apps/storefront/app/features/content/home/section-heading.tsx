import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A home section's title and line beneath it, with an optional 'View All' link at the end. */
export function SectionHeading({
  id,
  heading,
  subheading,
  viewAll,
}: {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  heading: ReactNode;
  subheading?: ReactNode;
  viewAll?: { href: string; label: string };
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={id} className="text-2xl font-bold text-olive-900 sm:text-3xl">
          {heading}
        </h2>
        {subheading ? <p className="mt-1 text-olive-700">{subheading}</p> : null}
      </div>
      {viewAll ? (
        <Link
          to={viewAll.href}
          className="inline-flex items-center gap-1 rounded-md px-1 py-1 font-semibold text-olive-800 underline-offset-4 hover:underline"
        >
          {viewAll.label}
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 rtl:-scale-x-100">
            <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.27a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.92 10 7.2 5.27a.75.75 0 0 1 0-1.06Z" />
          </svg>
        </Link>
      ) : null}
    </div>
  );
}
