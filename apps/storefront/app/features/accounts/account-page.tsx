import type { ReactNode } from 'react';

import { PageHero } from '../../ui/page-hero';

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
