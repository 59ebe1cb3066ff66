import { describe, expect, test } from 'vitest';

import { sampleProduct } from './fixtures.test-data';
import { imagesForColor } from './gallery-images';

const images = sampleProduct().images;
const urls = (list: readonly { url: string }[]) => list.map((image) => image.url);

describe('imagesForColor', () => {
  test('shows every picture before a colour is chosen', () => {
    expect(imagesForColor(images, undefined)).toEqual(images);
  });

  test("narrows to the colour's own pictures first, then those for every colour", () => {
    expect(urls(imagesForColor(images, 3))).toEqual([
      '/media/products/blouse-white.svg',
      '/media/products/blouse-1.svg',
      '/media/products/blouse-2.svg',
    ]);
    expect(urls(imagesForColor(images, 2))).not.toContain('/media/products/blouse-white.svg');
  });

  test('a colour without pictures keeps the shared ones', () => {
    expect(urls(imagesForColor(images, 42))).toEqual(['/media/products/blouse-1.svg', '/media/products/blouse-2.svg']);
  });

  test('never leaves the gallery empty', () => {
    const onlyColoured = images.filter((image) => image.colorId !== null);

    expect(imagesForColor(onlyColoured, 42)).toEqual(onlyColoured);
  });
});
