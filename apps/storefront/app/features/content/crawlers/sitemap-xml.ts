import { LANGUAGE_CODES, type LanguageCode } from '@shop/contract';

import { X_DEFAULT_LANGUAGE } from '../../../lib/language';

/** Another language's version of a page (`<xhtml:link rel="alternate" hreflang>`). */
export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** One `<url>` of the sitemap. */
export interface SitemapEntry {
  loc: string;
  alternates: AlternateLink[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/**
 * The entries of one page that exists in every language, at `paths[code]` (already localized,
 * e.g. '/ar/about'). Each language's URL lists all of them as alternates, itself included, plus
 * x-default, as search engines expect of hreflang clusters.
 */
export function localizedEntries(origin: string, paths: Readonly<Record<LanguageCode, string>>): SitemapEntry[] {
  const alternates: AlternateLink[] = [
    ...LANGUAGE_CODES.map((code) => ({ hreflang: code, href: `${origin}${paths[code]}` })),
    { hreflang: 'x-default', href: `${origin}${paths[X_DEFAULT_LANGUAGE]}` },
  ];
  return LANGUAGE_CODES.map((code) => ({ loc: `${origin}${paths[code]}`, alternates }));
}

/** The sitemap document (sitemaps.org 0.9 with xhtml alternates). */
export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates.map(
      (link) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
    );
    return ['  <url>', `    <loc>${escapeXml(entry.loc)}</loc>`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `entries` made with root-relative URLs (origin ''), on `origin`. */
export function onOrigin(entries: readonly SitemapEntry[], origin: string): SitemapEntry[] {
  return entries.map((entry) => ({
    loc: `${origin}${entry.loc}`,
    alternates: entry.alternates.map((link) => ({ ...link, href: `${origin}${link.href}` })),
  }));
}
