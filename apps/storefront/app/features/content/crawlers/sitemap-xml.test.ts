import { describe, expect, test } from 'vitest';

import { buildSitemapXml, escapeXml, localizedEntries, onOrigin } from './sitemap-xml';

describe('escapeXml', () => {
  test('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  test('leaves percent-encoded Arabic slugs as they are', () => {
    const path = `/ar/product-detail/3/shop/${encodeURIComponent('زيت-زيتون')}`;
    expect(escapeXml(path)).toBe(path);
  });
});

describe('localizedEntries', () => {
  const entries = localizedEntries('https://shop.example', { en: '/en/about', ar: '/ar/about' });

  test('gives one entry per language', () => {
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://shop.example/en/about',
      'https://shop.example/ar/about',
    ]);
  });

  test('links every language version to all of them and to an English x-default', () => {
    const expected = [
      { hreflang: 'en', href: 'https://shop.example/en/about' },
      { hreflang: 'ar', href: 'https://shop.example/ar/about' },
      { hreflang: 'x-default', href: 'https://shop.example/en/about' },
    ];
    expect(entries[0]?.alternates).toEqual(expected);
    expect(entries[1]?.alternates).toEqual(expected);
  });
});

describe('buildSitemapXml', () => {
  test('writes a urlset with the xhtml namespace and one url per entry', () => {
    const xml = buildSitemapXml(localizedEntries('http://127.0.0.1:3000', { en: '/en/', ar: '/ar/' }));

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>http://127.0.0.1:3000/ar/</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="http://127.0.0.1:3000/ar/"/>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  test('escapes URLs with query strings', () => {
    const xml = buildSitemapXml([{ loc: 'https://shop.example/en/x?a=1&b=2', alternates: [] }]);
    expect(xml).toContain('<loc>https://shop.example/en/x?a=1&amp;b=2</loc>');
  });

  test('is a valid empty urlset without entries', () => {
    expect(buildSitemapXml([])).toMatch(/<urlset [^>]+>\n<\/urlset>\n$/);
  });
});

describe('onOrigin', () => {
  test('puts root-relative entries on an origin', () => {
    const [entry] = onOrigin(localizedEntries('', { en: '/en/faq', ar: '/ar/faq' }), 'https://shop.example');
    expect(entry).toEqual({
      loc: 'https://shop.example/en/faq',
      alternates: [
        { hreflang: 'en', href: 'https://shop.example/en/faq' },
        { hreflang: 'ar', href: 'https://shop.example/ar/faq' },
        { hreflang: 'x-default', href: 'https://shop.example/en/faq' },
      ],
    });
  });
});
