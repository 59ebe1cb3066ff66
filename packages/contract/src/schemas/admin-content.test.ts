import { describe, expect, it } from 'vitest';
import { ContentIdParams, CreateBannerBody, UpdateBannerBody, contentImageUrl, contentLink } from './admin-content';

describe('content image URLs', () => {
  it.each(['/media/banners/olive-grove.svg', '/media/uploads/3f9a-1200.webp', 'https://cdn.example.org/a.png'])(
    'take %s',
    (url) => expect(contentImageUrl().safeParse(url).success).toBe(true),
  );
  it.each([
    '',
    'media/a.png',
    '/media/',
    '/media//a.png',
    '/media/../data/admin-token',
    '/media/a b.png',
    '/uploads/a.png',
    'http://example.org/a.png',
    'https://',
    'https://user:pw@example.org/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    '//example.org/a.png',
  ])('refuse %j', (url) => expect(contentImageUrl().safeParse(url).success).toBe(false));
});

describe('button links', () => {
  it.each(['', '/all-products/0/all-categories', '/ar/campaign/3', '/about?from=banner#top', 'https://example.org/x'])(
    'take %j',
    (link) => expect(contentLink().safeParse(link).success).toBe(true),
  );
  it.each([
    'all-products',
    '//evil.example',
    '/\\evil.example',
    '/a b',
    '/a\u0000b',
    '/"><script>',
    'http://example.org',
    'mailto:a@example.org',
    'javascript:alert(1)',
  ])('refuse %j', (link) => expect(contentLink().safeParse(link).success).toBe(false));
});

describe('banner bodies', () => {
  it('fill what is left out, and keep the dates in UTC', () => {
    const body = CreateBannerBody.parse({ imageUrl: '/media/a.svg', startsAt: '2030-01-01T03:00:00+03:00' });
    expect(body).toMatchObject({ themeTypeId: 1, isActive: true, endsAt: null, mainTitle: { en: '', ar: '' } });
    expect(body.startsAt).toBe('2030-01-01T00:00:00.000Z');
  });

  it('change one language of a text without touching the other', () => {
    expect(UpdateBannerBody.parse({ mainTitle: { ar: 'عنوان' } })).toEqual({ mainTitle: { ar: 'عنوان' } });
    expect(UpdateBannerBody.safeParse({}).success).toBe(false);
  });

  it.each(['0', '-1', 'abc', '2147483648', '1e3'])('refuse the id %s', (id) =>
    expect(ContentIdParams.safeParse({ id }).success).toBe(false),
  );
});
