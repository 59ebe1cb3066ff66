import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One filter value of the sidebar: a plain link to the list with the value toggled, so it works
 * before the page's script has loaded and each choice is a page in the history. It is announced as
 * a checkbox with its state; Space toggles it like one. `shape="radio"` draws a single choice.
 */
export function FilterToggle({
  to,
  checked,
  shape = 'box',
  children,
}: {
  to: string;
  checked: boolean;
  shape?: 'box' | 'radio';
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ') {
      event.preventDefault();
      event.currentTarget.click();
    }
  };
  const mark = shape === 'radio' ? 'rounded-full' : 'rounded-sm';
  return (
    <Link
      to={to}
      role="checkbox"
      aria-checked={checked}
      preventScrollReset
      onKeyDown={onKeyDown}
      className="group flex items-start gap-2 rounded px-1 py-1 text-sm text-olive-900 hover:bg-sand-100"
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-4 shrink-0 place-items-center border border-olive-600 ${mark} ${
          checked ? 'bg-olive-700 text-white' : 'bg-white'
        }`}
      >
        {checked ? (
          <svg viewBox="0 0 16 16" className="size-3 fill-none stroke-current stroke-[2.5]">
            <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : null}
      </span>
      <span className={checked ? 'font-semibold' : ''}>{children}</span>
    </Link>
  );
}
