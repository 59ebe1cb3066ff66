/** Reading direction of the page; arrows follow it, so Arabic tabs move the other way. */
export type Direction = 'ltr' | 'rtl';

/**
 * Which tab a key press moves to in a horizontal tab list (WAI-ARIA tabs pattern): the arrow
 * towards the reading direction's end goes to the next tab, wrapping; Home and End go to the
 * first and last. Answers null for keys the tab list does not handle.
 */
export function nextTabIndex(current: number, key: string, count: number, direction: Direction): number | null {
  if (count < 1) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
