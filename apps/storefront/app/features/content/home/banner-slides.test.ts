import type { RowOf } from '@shop/contract';
import { describe, expect, it } from 'vitest';

import { toBannerSlides } from './banner-slides';

type BannerRow = RowOf<'get-home-screen-banner'>;

const banner = (overrides: Partial<BannerRow>): BannerRow => ({
  BannerId: 1,
  ThemeTypeID: 1,
  BannerImgUrl: 'banners/olive-grove.svg',
  TopTitle: 'Top',
  MainTitle: 'Main',
  BottomTitle: 'Bottom',
  LeftButtonText: 'Shop',
  LeftButtonUrl: '/all-products/3/olive-oil',
  RightButtonText: 'Browse',
  RightButtonUrl: '/all-products/0/all-categories',
  ...overrides,
});

describe('toBannerSlides', () => {
  it('keeps only banners of theme type 1, in order', () => {
    const slides = toBannerSlides([
      banner({ BannerId: 1 }),
      banner({ BannerId: 2, ThemeTypeID: 2 }),
      banner({ BannerId: 3 }),
    ]);

    expect(slides.map((slide) => slide.id)).toEqual([1, 3]);
  });

  it('maps titles and serves the picture from the storefront', () => {
    const [slide] = toBannerSlides([banner({ TopTitle: ' Top ', MainTitle: null })]);

    expect(slide).toMatchObject({
      topTitle: 'Top',
      mainTitle: '',
      bottomTitle: 'Bottom',
      imageUrl: '/media/banners/olive-grove.svg',
    });
  });

  it('keeps a button only when its text is not empty', () => {
    const both = toBannerSlides([banner({})])[0];
    const leftOnly = toBannerSlides([banner({ RightButtonText: '  ' })])[0];
    const rightOnly = toBannerSlides([banner({ LeftButtonText: null })])[0];
    const none = toBannerSlides([banner({ LeftButtonText: '', RightButtonText: null })])[0];

    expect(both?.buttons).toEqual([
      { text: 'Shop', url: '/all-products/3/olive-oil' },
      { text: 'Browse', url: '/all-products/0/all-categories' },
    ]);
    expect(leftOnly?.buttons).toEqual([{ text: 'Shop', url: '/all-products/3/olive-oil' }]);
    expect(rightOnly?.buttons).toEqual([{ text: 'Browse', url: '/all-products/0/all-categories' }]);
    expect(none?.buttons).toEqual([]);
  });

  it('sends a button without a URL home', () => {
    const [slide] = toBannerSlides([banner({ LeftButtonUrl: null, RightButtonText: '' })]);

    expect(slide?.buttons).toEqual([{ text: 'Shop', url: '/' }]);
  });
});
