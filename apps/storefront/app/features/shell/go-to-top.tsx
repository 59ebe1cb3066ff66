import { Timing } from '@shop/contract';
import { type MouseEvent, useEffect, useRef, useState } from 'react';

import { useLabels } from '../../lib/labels/labels';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { useScrollingUp } from '../../lib/use-scrolling-up';
import { ArrowUpIcon } from '../../ui/icons';
import { nextScrollTop } from '../../ui/scroll-steps';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The arrow that appears once the page is scrolled past the spec's offset and brings it back up
 * in the spec's steps (or in one jump for people who ask for less motion).
 */
export function GoToTop() {
  const labels = useLabels('Footer');
  const visible = useScrolledPast(Timing.stickyOffsetPx);
  // On a phone it steps aside while the page scrolls down, as the chat button does.
  const scrollingUp = useScrollingUp();
  // A keyboard user who reaches it brings it back.
  const [focused, setFocused] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  const arrive = (hadFocus: boolean) => {
    // The arrow disappears at the top; keyboard users continue from the start of the page.
    if (hadFocus) document.getElementById('site-logo')?.focus({ preventScroll: true });
  };

  const scrollUp = (event: MouseEvent<HTMLButtonElement>) => {
    const hadFocus = document.activeElement === event.currentTarget;
    window.clearInterval(timer.current);
    if (window.matchMedia(REDUCED_MOTION).matches) {
      window.scrollTo(0, 0);
      arrive(hadFocus);
      return;
    }
    timer.current = window.setInterval(() => {
      const next = nextScrollTop(window.scrollY, Timing.scrollStepPx);
      window.scrollTo(0, next);
      if (next === 0) {
        window.clearInterval(timer.current);
        arrive(hadFocus);
      }
    }, Timing.scrollStepDelay);
  };

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={scrollUp}
      aria-label={labels.lbl_footer_go_top}
      title={labels.lbl_footer_go_top}
      data-shown={scrollingUp || focused}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className="fixed end-4 bottom-20 z-40 flex size-11 items-center justify-center rounded-full bg-olive-800 text-sand-50 shadow-lg transition hover:bg-olive-700 max-sm:data-[shown=false]:pointer-events-none max-sm:data-[shown=false]:translate-y-32 max-sm:data-[shown=false]:opacity-0 motion-reduce:transition-none"
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
