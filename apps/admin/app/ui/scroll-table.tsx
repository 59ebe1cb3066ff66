import type { ReactNode } from 'react';

export const headCell = 'px-3 py-2 text-start font-semibold whitespace-nowrap text-stone-700';
export const bodyCell = 'px-3 py-2 align-top text-stone-800';

/**
 * A small table named by its label (the region, and the caption screen readers announce), with one header row
 * of column titles. It scrolls sideways inside itself on a phone; keyboard users reach the scroll by focusing it.
 * `children` are the body's rows.
 */
export function ScrollTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
