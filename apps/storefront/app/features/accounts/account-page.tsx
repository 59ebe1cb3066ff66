import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { localizedPath, useLanguage } from '../../lib/language';
import { textLinkClass } from '../../ui/forms/form-styles';
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

/** The foot of an account form: the way to the other account screen ('No account yet? Sign up'). */
export function AccountSwitch({ question, to, linkText }: { question: string; to: string; linkText: string }) {
  const language = useLanguage();
  return (
    <p className="mt-8 border-t border-sand-200 pt-6 text-center text-olive-800">
      {question}{' '}
      <Link to={localizedPath(language, to)} className={textLinkClass}>
        {linkText}
      </Link>
    </p>
  );
}
