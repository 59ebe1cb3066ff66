import { describe, expect, test } from 'vitest';

import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  test('keeps a path already under /media/', () => {
    expect(mediaUrl('/media/products/olive-oil.svg')).toBe('/media/products/olive-oil.svg');
  });

  test('puts a path relative to the back-office under /media/', () => {
    expect(mediaUrl('products/olive-oil.svg')).toBe('/media/products/olive-oil.svg');
    expect(mediaUrl('/products/olive-oil.svg')).toBe('/media/products/olive-oil.svg');
    expect(mediaUrl('./products/olive-oil.svg')).toBe('/media/products/olive-oil.svg');
    expect(mediaUrl('media/banners/hero.jpg')).toBe('/media/banners/hero.jpg');
  });

  test('does not mistake a folder that merely starts with "media" for the media root', () => {
    expect(mediaUrl('mediabank/x.png')).toBe('/media/mediabank/x.png');
  });

  test('leaves absolute URLs alone', () => {
    expect(mediaUrl('https://images.example.com/a.png')).toBe('https://images.example.com/a.png');
    expect(mediaUrl('//images.example.com/a.png')).toBe('//images.example.com/a.png');
  });

  test('gives nothing for a missing path', () => {
    expect(mediaUrl(undefined)).toBeUndefined();
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl('   ')).toBeUndefined();
  });
});
