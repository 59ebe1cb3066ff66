import { ReviewRating, ratingStars } from '@shop/contract';

import { fillLabel } from '../lib/labels/labels';

// One star in a 20 × 20 box, drawn from its top point with relative steps so it can be repeated.
const STAR_SIZE = 20;
const STAR_OUTLINE = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** The stars from `first` up to (not including) `end`, side by side, as one path. */
function starsPath(first: number, end: number): string {
  let path = '';
  for (let index = first; index < end; index++) path += `M${index * STAR_SIZE + STAR_SIZE / 2} 1.5${STAR_OUTLINE}`;
  return path;
}

/** How the stars are drawn: outlined on product cards, solid (large or small) on the product page. */
export type RatingStarsLook = 'outlined' | 'solid' | 'solid-small';

// `box` is the five stars' size (each star is as high as wide).
const LOOKS: Record<RatingStarsLook, { box: string; full: string; empty: string }> = {
  outlined: {
    box: 'h-4 w-20 stroke-1',
    full: 'fill-sand-400 stroke-earth-600',
    empty: 'fill-sand-100 stroke-sand-300',
  },
  solid: { box: 'h-4.5 w-22.5', full: 'fill-sand-400', empty: 'fill-sand-200' },
  'solid-small': { box: 'h-3.5 w-17.5', full: 'fill-sand-400', empty: 'fill-sand-200' },
};

/**
 * Stars for a rating as the spec draws them (section 3 "Rating display"): 4, 3 or 2 full stars,
 * 5 for anything else. Screen readers hear `label` ('{n} out of 5') with the number of full stars.
 * One picture with two paths (full and empty stars), not five: a page of product cards draws dozens.
 */
export function RatingStars({
  rating,
  label,
  look,
}: {
  rating: number | null | undefined;
  label: string;
  look: RatingStarsLook;
}) {
  const full = ratingStars(rating);
  const { box, full: fullFill, empty: emptyFill } = LOOKS[look];
  return (
    <span role="img" aria-label={fillLabel(label, { n: full })} className="inline-flex">
      {/* Drawn from the left; mirrored in Arabic, so the full stars come first from the right. */}
      <svg
        viewBox={`0 0 ${ReviewRating.max * STAR_SIZE} ${STAR_SIZE}`}
        aria-hidden="true"
        className={`${box} rtl:-scale-x-100`}
      >
        {full > 0 ? <path className={fullFill} d={starsPath(0, full)} /> : null}
        {full < ReviewRating.max ? <path className={emptyFill} d={starsPath(full, ReviewRating.max)} /> : null}
      </svg>
    </span>
  );
}
