import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link whose text is a code (an order number, a coupon code), in a fixed-width face, named for screen readers
 * by what it opens. The code keeps its own direction inside an Arabic page.
 */
export function CodeLink({
  to,
  label,
  dir = 'ltr',
  children,
}: {
  to: string;
  label: string;
  dir?: 'ltr' | 'auto';
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      dir={dir}
      className="font-mono font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      {children}
    </Link>
  );
}
