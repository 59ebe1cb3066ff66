import type { LanguageCode } from '@shop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useLanguage } from '../lib/language';
import { DirectionChevron } from './direction-chevron';

// The landmark's name, which has no label id in the catalogue yet.
const LANDMARK_NAME = {
  en: 'Breadcrumb',
  ar: 'مسار التنقل',
} as const satisfies Record<LanguageCode, string>;

/** One step before the current page; a step without `to` (no page of its own) is plain text. */
export interface BreadcrumbStep {
  label: ReactNode;
  to?: string;
}

/**
 * The trail of every page that shows one: Home › … › the current page, in an ordered list inside a
 * named navigation landmark. The chevrons follow the reading direction; the last item is the
 * current page, marked for screen readers and not a link.
 */
export function Breadcrumb({
  steps,
  current,
  className,
}: {
  steps: readonly BreadcrumbStep[];
  current: ReactNode;
  className?: string;
}) {
  const language = useLanguage();
  return (
    <nav aria-label={LANDMARK_NAME[language.code]} className={className}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-olive-700">
        {steps.map((step, index) => (
          <li key={index} className="flex items-center gap-2">
            {step.to ? (
              <Link to={step.to} className="underline-offset-4 hover:text-olive-900 hover:underline">
                {step.label}
              </Link>
            ) : (
              step.label
            )}
            <DirectionChevron toward="forward" className="size-3 text-olive-500" />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate font-medium text-olive-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
