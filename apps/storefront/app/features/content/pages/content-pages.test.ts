import { LANGUAGE_CODES } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { CONTENT_PAGES } from '../../../routes';
import { CONTENT_PAGE_NAMES, contentPage, contentPageFromPathname, isContentPageName } from './content-pages';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('content pages', () => {
  test('are exactly the pages routes.ts serves with the content-page module', () => {
    expect([...CONTENT_PAGE_NAMES].sort()).toEqual([...CONTENT_PAGES].sort());
  });

  test.each(CONTENT_PAGE_NAMES)('%s has a title, a summary and sections in both languages', (name) => {
    for (const code of LANGUAGE_CODES) {
      const page = contentPage(name, code);
      expect(page.title.trim()).not.toBe('');
      expect(page.summary.trim()).not.toBe('');
      expect(page.sections.length).toBeGreaterThan(0);
      for (const section of page.sections) {
        expect(section.heading.trim()).not.toBe('');
        const bodies = [section.paragraphs, section.definitions, section.items, section.steps, section.links];
        expect(bodies.some((body) => body && body.length > 0)).toBe(true);
      }
    }
  });

  test.each(CONTENT_PAGE_NAMES)('%s is written in Arabic for Arabic and in English for English', (name) => {
    const text = (code: 'en' | 'ar') => JSON.stringify(contentPage(name, code));
    expect(text('ar')).toMatch(ARABIC_LETTER);
    expect(text('en')).not.toMatch(ARABIC_LETTER);
  });

  test.each(CONTENT_PAGE_NAMES)('%s has the same structure in both languages', (name) => {
    const shape = (code: 'en' | 'ar') =>
      contentPage(name, code).sections.map((section) => ({
        paragraphs: section.paragraphs?.length,
        definitions: section.definitions?.length,
        items: section.items?.length,
        steps: section.steps?.length,
        links: section.links?.map((link) => link.path),
      }));
    expect(shape('ar')).toEqual(shape('en'));
  });

  test('link to the shop own paths without a language prefix (the page adds it)', () => {
    for (const name of CONTENT_PAGE_NAMES) {
      for (const code of LANGUAGE_CODES) {
        for (const link of contentPage(name, code).sections.flatMap((section) => section.links ?? [])) {
          expect(link.path).toMatch(/^\/[a-z-]+$/);
          expect(link.path).not.toMatch(/^\/(en|ar)(\/|$)/);
        }
      }
    }
  });

  test('the account page links to login, signup, order history and profile', () => {
    const paths = contentPage('account', 'en')
      .sections.flatMap((section) => section.links ?? [])
      .map((l) => l.path);
    expect(paths).toEqual(expect.arrayContaining(['/login', '/signup', '/orders-history', '/update-profile']));
  });
});

describe('contentPageFromPathname', () => {
  test('reads the page from the last segment, with or without a language prefix', () => {
    expect(contentPageFromPathname('/shipping')).toBe('shipping');
    expect(contentPageFromPathname('/ar/returns')).toBe('returns');
    expect(contentPageFromPathname('/en/privacy/')).toBe('privacy');
  });

  test('gives nothing for other pages', () => {
    expect(contentPageFromPathname('/en/about')).toBeUndefined();
    expect(contentPageFromPathname('/')).toBeUndefined();
    expect(contentPageFromPathname('/en/shipping-and-more')).toBeUndefined();
  });

  test('isContentPageName knows the nine pages only', () => {
    expect(isContentPageName('donate')).toBe(true);
    expect(isContentPageName('faq')).toBe(false);
    expect(isContentPageName(undefined)).toBe(false);
  });
});
