import { LANGUAGE_CODES } from '@shop/contract';

/** Pages that are personal or change the shopper's data: no use to a search engine. */
export const CRAWL_DISALLOWED_PATHS = ['/checkout', '/cart', '/orders-history', '/update-profile', '/refresh'] as const;
/** The storefront's own endpoints for the browser (resource routes). */
const API_PREFIX = '/api/';

/** robots.txt: everything may be crawled except the pages above, under every language prefix too. */
export function buildRobotsTxt(origin: string): string {
  const disallowed = CRAWL_DISALLOWED_PATHS.flatMap((path) => [
    path,
    ...LANGUAGE_CODES.map((code) => `/${code}${path}`),
  ]);
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    `Disallow: ${API_PREFIX}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
