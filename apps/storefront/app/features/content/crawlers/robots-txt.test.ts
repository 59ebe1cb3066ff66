import { describe, expect, test } from 'vitest';

import { buildRobotsTxt } from './robots-txt';

describe('buildRobotsTxt', () => {
  const robots = buildRobotsTxt('https://shop.example');
  const lines = robots.split('\n');

  test('allows everything else and points to the sitemap on the same origin', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  test('keeps crawlers out of personal pages, with and without a language prefix', () => {
    for (const page of ['/checkout', '/cart', '/orders-history', '/update-profile', '/refresh']) {
      expect(lines).toContain(`Disallow: ${page}`);
      expect(lines).toContain(`Disallow: /en${page}`);
      expect(lines).toContain(`Disallow: /ar${page}`);
    }
  });

  test('keeps crawlers out of the browser endpoints', () => {
    expect(lines).toContain('Disallow: /api/');
  });

  test('does not disallow the pages that should be found', () => {
    expect(lines.filter((line) => line.startsWith('Disallow:')).some((line) => /about|faq|product/.test(line))).toBe(
      false,
    );
  });
});
