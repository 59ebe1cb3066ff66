import { describe, expect, test } from 'vitest';

import { siteTitleFrom, staticPageMeta } from './static-page-meta';

describe('siteTitleFrom', () => {
  test('reads the site title from the root data', () => {
    expect(siteTitleFrom([{ id: 'root', data: { siteTitle: 'Heritage' } }, { id: 'x' }], 'en')).toBe('Heritage');
  });

  test('falls back to the storefront name in the page language', () => {
    expect(siteTitleFrom([{ id: 'root', data: undefined }], 'en')).toBe('Palestine Heritage Shop');
    expect(siteTitleFrom([undefined, { id: 'root', data: { siteTitle: '  ' } }], 'ar')).toBe('متجر التراث الفلسطيني');
  });
});

describe('staticPageMeta', () => {
  const meta = staticPageMeta({
    siteTitle: 'Heritage',
    title: 'Shipping',
    description: 'How we ship.',
    origin: 'https://shop.example',
    path: '/shipping',
    language: 'ar',
  });

  test('titles the page like the spec titles Contact Us', () => {
    expect(meta).toContainEqual({ title: 'Heritage - Shipping' });
    expect(meta).toContainEqual({ name: 'description', content: 'How we ship.' });
  });

  test('has a canonical URL in the page language and hreflang alternates', () => {
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/ar/shipping' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://shop.example/en/shipping',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://shop.example/en/shipping',
    });
  });
});
