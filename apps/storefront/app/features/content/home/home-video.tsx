import { useEffect, useRef, useState } from 'react';

import { useLabels } from '../../../lib/labels/labels';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** The home page's video, served by the storefront itself (spec: home), and its first frame. */
export const HOME_VIDEO_SRC = '/vid.mp4';
export const HOME_VIDEO_POSTER = '/vid-poster.webp';

/**
 * The looping, muted video of the home page with its play overlay and, when the file cannot be
 * loaded, the spec's 'Video unavailable' text. Its box is reserved by an aspect ratio, so nothing
 * below it moves when it loads (or fails to).
 *
 * Nothing of it is fetched before the page is shown: the server sends its first frame as a poster
 * (4 KB) and `preload="none"`; once the page runs, the video starts when it comes into view and
 * pauses when it leaves (a phone plays nothing it does not show). A shopper who asked for less
 * motion, or who paused it, starts it with the play button.
 */
export function HomeVideo() {
  const labels = useLabels('Home');
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // 'auto' until the shopper presses the button: the page plays it in view unless motion is unwelcome.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const [failed, setFailed] = useState(false);
  // The overlay follows what is meant, not the moments the browser spends loading or the video spends
  // out of view, so it does not flash while the page scrolls.
  const playing = choice === 'play' || (choice === 'auto' && reducedMotion !== true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || choice !== 'auto' || reducedMotion !== false) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) {
        video.pause();
        return;
      }
      video.play().catch((error: unknown) => {
        // A pause while play() was still starting (scrolled past at once) is not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // The file failed, or the browser refuses to play by itself: the error text, or the play button.
        setFailed(video.error !== null || video.networkState === video.NETWORK_NO_SOURCE);
        setChoice('pause');
      });
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [choice, reducedMotion]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      setChoice('pause');
      video.pause();
    } else {
      setChoice('play');
      video.play().catch(() => {
        setFailed(video.error !== null);
        setChoice('pause');
      });
    }
  };

  return (
    <section className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <figure className="relative aspect-video overflow-hidden rounded-xl bg-olive-900 lg:aspect-21/9">
        <video
          ref={videoRef}
          src={HOME_VIDEO_SRC}
          poster={HOME_VIDEO_POSTER}
          loop
          muted
          playsInline
          preload="none"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
        {failed ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-olive-900 px-6 text-center text-sand-50"
          >
            <p className="text-xl font-bold sm:text-2xl">{labels.lbl_home_video_unavailable}</p>
            <p className="max-w-md text-sand-100">{labels.lbl_home_video_error}</p>
          </div>
        ) : (
          // One toggle: while paused it covers the video with a large play sign; while playing it
          // shrinks to a small pause control in the corner, so the motion can always be stopped.
          <button
            type="button"
            aria-label={labels.lbl_home_video_play}
            aria-pressed={playing}
            onClick={toggle}
            className={
              playing
                ? 'absolute end-3 top-3 flex size-10 items-center justify-center rounded-full bg-olive-950/60 text-sand-50 hover:bg-olive-950/80'
                : 'absolute inset-0 flex items-center justify-center bg-olive-950/30 text-sand-50 hover:bg-olive-950/40'
            }
          >
            {playing ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
                <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
              </svg>
            ) : (
              <span className="flex size-16 items-center justify-center rounded-full bg-sand-50/90 text-olive-900 shadow-lg sm:size-20">
                {/* The play sign points the same way in both languages, as media controls do. */}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="currentColor"
                  className="size-8 translate-x-0.5 sm:size-10"
                >
                  <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.9-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
                </svg>
              </span>
            )}
          </button>
        )}
        {failed ? null : (
          <figcaption className="pointer-events-none absolute inset-x-0 bottom-0 bg-linear-to-t from-olive-950/80 to-transparent px-5 pt-10 pb-4 text-lg font-semibold text-sand-50 sm:text-2xl">
            {labels.lbl_home_video_label}
          </figcaption>
        )}
      </figure>
    </section>
  );
}
