import { describe, expect, test } from 'vitest';

import { type ProductSeo, productMeta } from './product-seo';

const seo: ProductSeo = {
  title: 'Tatreez Linen Blouse | Hand-Embroidered Palestinian Top',
  description: 'Linen blouse with hand-embroidered tatreez.',
  keywords: 'tatreez blouse, linen',
  canonicalUrl: 'https://shop.example/ar/product-detail/32/x/y',
  alternateUrls: {
    en: 'https://shop.example/en/product-detail/32/tatreez-clothing/tatreez-linen-blouse',
    ar: 'https://shop.example/ar/product-detail/32/x/y',
  },
  imageUrl: 'https://shop.example/media/products/blouse-1.svg',
  language: 'ar',
  siteName: 'Palestine Heritage Shop',
};

describe('productMeta', () => {
  const meta = productMeta(seo);

  test('has the title, description and keywords', () => {
    expect(meta).toContainEqual({ title: seo.title });
    expect(meta).toContainEqual({ name: 'description', content: seo.description });
    expect(meta).toContainEqual({ name: 'keywords', content: seo.keywords });
  });

  test('has the canonical URL and hreflang alternates for en, ar and x-default', () => {
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: seo.canonicalUrl });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: seo.alternateUrls.en });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: seo.alternateUrls.ar });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: seo.alternateUrls.en,
    });
  });

  test('has the Open Graph basics', () => {
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' });
    expect(meta).toContainEqual({ property: 'og:url', content: seo.canonicalUrl });
    expect(meta).toContainEqual({ property: 'og:image', content: seo.imageUrl });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'ar_PS' });
  });

  test('leaves out an image and site name it does not have', () => {
    const bare = productMeta({ ...seo, imageUrl: undefined, siteName: '' });

    expect(
      bare.some((tag) => 'property' in tag && (tag.property === 'og:image' || tag.property === 'og:site_name')),
    ).toBe(false);
  });
});
