import { HOME_BANNER_THEME_TYPE, type RowOf } from '@shop/contract';

import { mediaUrl } from '../../../lib/media-url';

/** A button of a banner; the back-office's URL is localized when the slide renders. */
export interface BannerButton {
  text: string;
  url: string;
}

/** One slide of the home carousel. */
export interface BannerSlide {
  id: number;
  topTitle: string;
  mainTitle: string;
  bottomTitle: string;
  /** Storefront-relative background picture; undefined when the banner has none. */
  imageUrl: string | undefined;
  /** Left then right button, each only when the back-office gave it a text (spec: home). */
  buttons: BannerButton[];
}

function bannerButton(text: string | null, url: string | null): BannerButton[] {
  const label = text?.trim();
  return label ? [{ text: label, url: url?.trim() || '/' }] : [];
}

/** The carousel's slides: banners of theme type 1 only, in the back-office's order. */
export function toBannerSlides(rows: readonly RowOf<'get-home-screen-banner'>[]): BannerSlide[] {
  return rows
    .filter((row) => row.ThemeTypeID === HOME_BANNER_THEME_TYPE)
    .map((row) => ({
      id: row.BannerId,
      topTitle: row.TopTitle?.trim() ?? '',
      mainTitle: row.MainTitle?.trim() ?? '',
      bottomTitle: row.BottomTitle?.trim() ?? '',
      imageUrl: mediaUrl(row.BannerImgUrl),
      buttons: [
        ...bannerButton(row.LeftButtonText, row.LeftButtonUrl),
        ...bannerButton(row.RightButtonText, row.RightButtonUrl),
      ],
    }));
}
