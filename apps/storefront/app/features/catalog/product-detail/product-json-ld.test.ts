import { describe, expect, test } from 'vitest';

import { type ProductJsonLdInput, productJsonLd, serializeJsonLd } from './product-json-ld';

const input: ProductJsonLdInput = {
  id: 32,
  name: 'Tatreez Linen Blouse',
  description: 'Linen blouse with a hand-embroidered yoke.',
  brandName: 'Tatreez House',
  imageUrls: ['https://shop.example/media/products/blouse-1.svg'],
  sellingPrice: 75,
  inStock: true,
  url: 'https://shop.example/en/product-detail/32/tatreez-clothing/tatreez-linen-blouse',
  rating: 4.5,
  totalReviews: 2,
};

describe('productJsonLd', () => {
  test('describes the product, its offer and its rating', () => {
    expect(productJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Tatreez Linen Blouse',
      image: ['https://shop.example/media/products/blouse-1.svg'],
      description: 'Linen blouse with a hand-embroidered yoke.',
      sku: '32',
      brand: { '@type': 'Brand', name: 'Tatreez House' },
      offers: {
        '@type': 'Offer',
        url: input.url,
        price: '75.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  test('says out of stock, and leaves out the rating of an unreviewed product and a missing brand', () => {
    const ld = productJsonLd({ ...input, inStock: false, totalReviews: 0, brandName: '' });

    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('brand');
  });
});

describe('serializeJsonLd', () => {
  test('a text holding </script> cannot close the script element', () => {
    const text = serializeJsonLd(productJsonLd({ ...input, name: 'Bad </script><script>alert(1)</script> & co' }));

    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('Bad \\u003c/script\\u003e');
    expect(JSON.parse(text)).toMatchObject({ name: 'Bad </script><script>alert(1)</script> & co' });
  });

  test('escapes the line separators too', () => {
    expect(serializeJsonLd({ a: 'x\u2028y\u2029z' })).toBe('{"a":"x\\u2028y\\u2029z"}');
  });
});
