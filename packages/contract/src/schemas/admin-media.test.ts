import { describe, expect, it } from 'vitest';
import { MediaListQuery, uploadedImageSources, uploadedImageSourcesOfUrl, uploadedImageWidths } from './admin-media';

const HASH = 'ab'.repeat(32);

describe('uploaded image widths', () => {
  it.each([
    [100, [100]],
    [320, [320]],
    [321, [320, 321]],
    [800, [320, 640, 800]],
    [1600, [320, 640, 1024, 1600]],
    [4000, [320, 640, 1024, 1600]],
  ])('an original %i wide is kept at %j', (width, widths) => {
    expect(uploadedImageWidths(width)).toEqual(widths);
  });
});

describe('uploaded image sources', () => {
  it('name every width in WebP and AVIF, and the widest as the url and the JPEG', () => {
    expect(uploadedImageSources(HASH, [320, 800])).toEqual({
      url: `/media/u/${HASH}/800.webp`,
      srcset: `/media/u/${HASH}/320.webp 320w, /media/u/${HASH}/800.webp 800w`,
      avifSrcset: `/media/u/${HASH}/320.avif 320w, /media/u/${HASH}/800.avif 800w`,
      jpegUrl: `/media/u/${HASH}/800.jpg`,
      widths: [320, 800],
    });
  });

  it('are rebuilt from a stored url or JPEG url, with its origin', () => {
    const sources = uploadedImageSources(HASH, [320, 640, 1024, 1600], 'https://shop.example');
    expect(uploadedImageSourcesOfUrl(sources.url)).toEqual(sources);
    expect(uploadedImageSourcesOfUrl(sources.jpegUrl)).toEqual(sources);
  });

  it.each([
    '/media/products/blouse-1.svg',
    `/media/u/${HASH}/0.webp`,
    `/media/u/${HASH.slice(2)}/640.webp`,
    `/media/u/${HASH}/640.png`,
    `/media/u/${HASH}/640.webp?x=1`,
  ])('are not made up for %s', (url) => {
    expect(uploadedImageSourcesOfUrl(url)).toBeUndefined();
  });
});

describe('the media list query', () => {
  it('lists images newest first by default', () => {
    expect(MediaListQuery.parse({})).toMatchObject({ kind: 'image', sort: 'createdAt', order: 'desc', limit: 25 });
  });
});
