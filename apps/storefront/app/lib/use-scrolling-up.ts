import { useEffect, useState } from 'react';

// Movements smaller than this are a finger resting on the glass, not a change of direction.
const JITTER_PX = 8;

/**
 * Whether the shopper last scrolled up (or has not scrolled at all): the floating buttons show
 * then, and on a phone step aside while the page moves down, so they never sit on a price or a
 * button the shopper is reading towards.
 */
export function useScrollingUp(): boolean {
  const [up, setUp] = useState(true);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const now = window.scrollY;
      if (Math.abs(now - last) < JITTER_PX) return;
      setUp(now < last);
      last = now;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return up;
}
