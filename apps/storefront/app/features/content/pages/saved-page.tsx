import type { ReactNode } from 'react';

import { PageHero } from '../../../ui/page-hero';

/** A page the shop owner wrote in the admin (about, FAQ, terms), ready to show in the page's language. */
export interface SavedPage {
  /** The page's heading. */
  title: string;
  /** The page's text as HTML, sanitised on the server (saved-page.server.ts). */
  bodyHtml: string;
  /** The start of the text, for the page's meta description. */
  description: string;
}

// The owner's text comes from the admin's rich-text editor: headings, paragraphs, lists, quotes,
// rules and links. Spacing and lists here, with logical properties so Arabic reads right to left.
const BODY_CLASS = [
  'leading-relaxed text-olive-950 sm:text-lg',
  '[&>*+*]:mt-4 [&>:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-olive-900 sm:[&_h2]:text-2xl',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-olive-900 sm:[&_h3]:text-xl',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-olive-900',
  '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-2 [&_li::marker]:text-olive-600',
  '[&_a]:font-medium [&_a]:text-olive-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-olive-900',
  '[&_blockquote]:rounded-e-lg [&_blockquote]:border-s-4 [&_blockquote]:border-s-olive-600 [&_blockquote]:bg-white [&_blockquote]:p-4 [&_blockquote]:text-olive-800',
  '[&_hr]:my-10 [&_hr]:border-sand-200 [&_strong]:font-semibold',
].join(' ');

/**
 * The owner's version of a built-in page: the hero with its title, then its text. `children`
 * follow the text (e.g. the FAQ's "still have questions?" box), as on the built-in page.
 */
export function SavedPageView({
  page,
  homeLabel,
  breadcrumbLabel,
  children,
}: {
  page: SavedPage;
  homeLabel: string;
  /** How the breadcrumb names the page; the footer's name for it, whatever title the owner chose. */
  breadcrumbLabel: string;
  children?: ReactNode;
}) {
  return (
    <main id="main">
      <PageHero title={page.title} homeLabel={homeLabel} breadcrumbLabel={breadcrumbLabel} />
      <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-12 sm:px-6">
        {/* Sanitised on the server (sanitizePageBody): the editor's formatting tags and safe links only. */}
        <div className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
        {children}
      </div>
    </main>
  );
}
