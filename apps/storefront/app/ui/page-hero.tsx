import type { ReactNode } from 'react';

import { localizedPath, useLanguage } from '../lib/language';
import { Breadcrumb } from './breadcrumb';
import { TatreezBand } from './tatreez-band';

/** The top of a static page: breadcrumb, the page's one h1 and an optional lead paragraph. */
export function PageHero({
  title,
  homeLabel,
  breadcrumbLabel = title,
  lead,
  width = 'narrow',
}: {
  title: string;
  homeLabel: string;
  breadcrumbLabel?: string;
  lead?: ReactNode;
  /** Lines the hero up with the page's body: narrow for reading text, wide for a laid-out page. */
  width?: 'narrow' | 'wide';
}) {
  const language = useLanguage();
  return (
    <div className="border-b border-sand-200 bg-sand-100">
      <div
        className={`mx-auto flex flex-col gap-4 px-4 pt-8 pb-10 sm:px-6 sm:pt-10 sm:pb-12 ${width === 'wide' ? 'max-w-5xl' : 'max-w-3xl'}`}
      >
        <Breadcrumb steps={[{ label: homeLabel, to: localizedPath(language, '/') }]} current={breadcrumbLabel} />
        <h1 className="text-3xl font-bold tracking-tight text-olive-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="max-w-3xl text-lg leading-relaxed text-olive-800">{lead}</p> : null}
      </div>
      <TatreezBand />
    </div>
  );
}
