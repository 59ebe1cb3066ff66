import { type ScreenLabelSet, Timing } from '@shop/contract';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { type ShopLanguage, localizedHref, useLanguage } from '../../../lib/language';
import type { BannerSlide } from './banner-slides';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

// Intrinsic size of banner pictures (wide); reserves the slide's box before the picture arrives.
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;
// How long a slide stays before the next one (the spec gives no value).
const AUTOPLAY_DELAY_MS = 5000;
// Embla's `duration` is not in milliseconds: each unit is about 28 ms of a full-width slide's travel.
const EMBLA_MS_PER_DURATION_UNIT = 28;
const SLIDE_DURATION = Math.round(Timing.bannerSpeed / EMBLA_MS_PER_DURATION_UNIT);

interface AutoplayControls {
  play: () => void;
  stop: () => void;
}

/**
 * The home page's banner carousel (spec: home): one slide at a time, looping, autoplaying, paused
 * while hovered or focused, dots and no arrows, right to left in Arabic. The server renders the
 * first slide ready to read (it is the page's largest picture). Embla itself is fetched after
 * hydration, so it costs the first load nothing; autoplay is not fetched at all for shoppers who
 * ask for reduced motion.
 */
export function BannerCarousel({ slides }: { slides: BannerSlide[] }) {
  const language = useLanguage();
  const labels = useLabels('BannerSlider');
  const reducedMotion = usePrefersReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  // Pictures load as their slides come near: the first at once, each next one ahead of its turn.
  const [picturesReady, setPicturesReady] = useState(1);
  const slideCount = slides.length;
  // Autoplay waits while the pointer is over the carousel or focus is inside it, until both are gone.
  const holds = useRef({ hover: false, focus: false });

  useEffect(() => {
    const viewport = viewportRef.current;
    // Wait until the motion preference is known (after hydration); one slide needs no carousel.
    if (!viewport || reducedMotion === undefined || slideCount < 2) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), reducedMotion ? undefined : import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, autoplayModule]) => {
        if (cancelled) return;
        const plugins = autoplayModule
          ? [autoplayModule.default({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnFocusIn: false })]
          : [];
        api = EmblaCarousel(viewport, { loop: true, direction: language.dir, duration: SLIDE_DURATION }, plugins);
        const onSelect = () => {
          const index = api?.selectedScrollSnap() ?? 0;
          setSelected(index);
          setPicturesReady((ready) => Math.max(ready, index + 2));
        };
        // Autoplay restarts itself after a drag and on start; a hold (the pointer or focus may
        // have arrived before the carousel did) keeps it stopped.
        const keepHeld = () => {
          if (holds.current.hover || holds.current.focus)
            (api?.plugins().autoplay as AutoplayControls | undefined)?.stop();
        };
        api.on('select', onSelect).on('reInit', onSelect).on('pointerUp', keepHeld);
        onSelect();
        keepHeld();
        setEmbla(api);
      },
    );
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(undefined);
    };
  }, [language.dir, reducedMotion, slideCount]);

  const hold = useCallback(
    (reason: 'hover' | 'focus', held: boolean) => {
      holds.current[reason] = held;
      const autoplay = embla?.plugins().autoplay as AutoplayControls | undefined;
      if (holds.current.hover || holds.current.focus) autoplay?.stop();
      else autoplay?.play();
    },
    [embla],
  );

  if (slides.length === 0) return null;

  return (
    <section
      aria-roledescription={labels.lbl_banner_carousel}
      aria-label={labels.lbl_banner_region}
      className="relative bg-olive-900"
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => {
        // Moving focus between the carousel's own links and dots keeps it held.
        if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <BannerSlideView
              key={slide.id}
              slide={slide}
              position={index}
              count={slides.length}
              labels={labels}
              current={index === selected}
              loadPicture={index < picturesReady}
              language={language}
            />
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1 sm:bottom-4">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              aria-label={fillLabel(labels.lbl_banner_go_to_slide, { n: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index, reducedMotion !== false)}
              // A 24 px target around a small dot.
              className="group flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block rounded-full border border-sand-50 transition-all ${
                  index === selected ? 'size-3 bg-sand-50' : 'size-2.5 bg-olive-950/40 group-hover:bg-sand-200'
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function BannerSlideView({
  slide,
  position,
  count,
  labels,
  current,
  loadPicture,
  language,
}: {
  slide: BannerSlide;
  position: number;
  count: number;
  labels: ScreenLabelSet<'BannerSlider'>;
  current: boolean;
  loadPicture: boolean;
  language: ShopLanguage;
}) {
  return (
    <div
      role="group"
      aria-roledescription={labels.lbl_banner_slide}
      aria-label={fillLabel(labels.lbl_banner_slide_position, { n: position + 1, total: count })}
      // Slides out of view are out of the tab order and the accessibility tree.
      inert={!current}
      className="relative min-w-0 shrink-0 grow-0 basis-full overflow-hidden"
    >
      {slide.imageUrl ? (
        <img
          src={slide.imageUrl}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          // The first slide is the page's largest paint: fetch it first.
          loading={position === 0 || loadPicture ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : 'auto'}
          decoding={position === 0 ? 'sync' : 'async'}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      <div className="relative flex min-h-80 flex-col justify-center gap-2 bg-linear-to-t from-olive-950/90 via-olive-950/60 to-olive-950/30 px-6 pt-10 pb-14 text-sand-50 sm:min-h-100 sm:px-12 lg:min-h-120 lg:px-20">
        {slide.topTitle ? (
          <p className="text-sm font-semibold tracking-wider text-sand-200 uppercase sm:text-base">
            <bdi>{slide.topTitle}</bdi>
          </p>
        ) : null}
        {slide.mainTitle ? (
          <h2 className="max-w-2xl text-3xl leading-tight font-bold text-balance sm:text-5xl">
            <bdi>{slide.mainTitle}</bdi>
          </h2>
        ) : null}
        {slide.bottomTitle ? (
          <p className="max-w-xl text-base text-sand-100 sm:text-lg">
            <bdi>{slide.bottomTitle}</bdi>
          </p>
        ) : null}
        {slide.buttons.length > 0 ? (
          <div className="mt-4 flex flex-wrap gap-3">
            {slide.buttons.map((button, index) => (
              <Link
                key={`${index}-${button.text}`}
                to={localizedHref(language, button.url)}
                className={
                  index === 0
                    ? 'rounded-md bg-sand-100 px-5 py-2.5 font-semibold text-olive-900 hover:bg-white'
                    : 'rounded-md border border-sand-100 px-5 py-2.5 font-semibold text-sand-50 hover:bg-olive-800'
                }
              >
                <bdi>{button.text}</bdi>
              </Link>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
