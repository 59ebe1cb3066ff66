import type { LanguageCode } from '@shop/contract';
import { Language } from '@shop/contract';
import { Link } from 'react-router';

import { localizedHref } from '../lib/language';
import type { UiText } from '../lib/ui-text';

export interface HeroBanner {
  id: number;
  topTitle: string;
  mainTitle: string;
  bottomTitle: string;
  /** Storefront-relative background picture; undefined when the banner has none. */
  imageUrl: string | undefined;
  /** Left then right button, each only when the back-office gave it a text. */
  buttons: { text: string; url: string }[];
}

// Intrinsic size of banner pictures (wide); reserves space before the picture arrives.
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 640;

/**
 * The home page's opening banners, side by side with scroll snapping. The Embla carousel of the
 * spec (autoplay, dots, 750 ms) replaces this when the full home screen is built.
 */
export function HomeHero({ banners, lang, text }: { banners: HeroBanner[]; lang: LanguageCode; text: UiText }) {
  if (banners.length === 0) {
    return (
      <section className="bg-olive-800 px-4 py-16 text-center text-sand-50 sm:py-24">
        <p className="text-2xl font-bold sm:text-4xl">{text.welcomeTitle}</p>
        <p className="mx-auto mt-3 max-w-xl text-sand-100">{text.welcomeBody}</p>
      </section>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={text.siteName}>
      <ul className="flex snap-x snap-mandatory overflow-x-auto">
        {banners.map((banner, position) => (
          <li
            key={banner.id}
            className="relative w-full shrink-0 snap-start overflow-hidden bg-olive-900"
            aria-roledescription="slide"
          >
            {banner.imageUrl ? (
              <img
                src={banner.imageUrl}
                alt=""
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                // Only the first banner is on screen when the page opens.
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                decoding="async"
                className="absolute inset-0 h-full w-full object-cover"
              />
            ) : null}
            <div className="relative flex min-h-72 flex-col justify-center gap-2 bg-linear-to-t from-olive-950/80 via-olive-950/50 to-olive-950/20 px-6 py-12 text-sand-50 sm:min-h-96 sm:px-12 lg:px-20">
              {banner.topTitle ? (
                <p className="text-sm font-semibold tracking-widest text-sand-200 uppercase">
                  <bdi>{banner.topTitle}</bdi>
                </p>
              ) : null}
              <h2 className="max-w-2xl text-3xl font-bold sm:text-5xl">
                <bdi>{banner.mainTitle}</bdi>
              </h2>
              {banner.bottomTitle ? (
                <p className="max-w-xl text-base sm:text-lg">
                  <bdi>{banner.bottomTitle}</bdi>
                </p>
              ) : null}
              {banner.buttons.length > 0 ? (
                <div className="mt-4 flex flex-wrap gap-3">
                  {banner.buttons.map((button, index) => (
                    <Link
                      key={button.text}
                      to={localizedHref(Language[lang], button.url)}
                      className={
                        index === 0
                          ? 'rounded-md bg-sand-100 px-5 py-2 font-semibold text-olive-900 hover:bg-white'
                          : 'rounded-md border border-sand-100 px-5 py-2 font-semibold text-sand-50 hover:bg-olive-800'
                      }
                    >
                      <bdi>{button.text}</bdi>
                    </Link>
                  ))}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
