import type { ReactNode } from 'react';

import { PageHero } from '../static-page/page-hero';

/** The frame of an account screen: breadcrumb and title, then the screen's forms. */
export function AccountPage({
  title,
  homeLabel,
  breadcrumbLabel,
  children,
}: {
  title: string;
  homeLabel: string;
  breadcrumbLabel: string;
  children: ReactNode;
}) {
  return (
    <main id="main">
      <PageHero title={title} homeLabel={homeLabel} breadcrumbLabel={breadcrumbLabel} width="wide" />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">{children}</div>
    </main>
  );
}

/** The white card a form sits on. */
export function FormCard({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
      {children}
    </section>
  );
}

export const submitButtonClass =
  'w-full rounded-md bg-olive-700 px-6 py-3 font-semibold text-sand-50 hover:bg-olive-800 disabled:opacity-70 sm:w-auto';

export const textLinkClass = 'font-semibold text-olive-800 underline underline-offset-4 hover:text-poppy-700';
