import { ReviewRating, ratingStars } from '@shop/contract';

import { fillLabel } from '../lib/labels/labels';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/** How the stars are drawn: outlined on product cards, solid (large or small) on the product page. */
export type RatingStarsLook = 'outlined' | 'solid' | 'solid-small';

const LOOKS: Record<RatingStarsLook, { box: string; full: string; empty: string }> = {
  outlined: { box: 'size-4 stroke-1', full: 'fill-sand-400 stroke-earth-600', empty: 'fill-sand-100 stroke-sand-300' },
  solid: { box: 'size-4.5', full: 'fill-sand-400', empty: 'fill-sand-200' },
  'solid-small': { box: 'size-3.5', full: 'fill-sand-400', empty: 'fill-sand-200' },
};

/**
 * Stars for a rating as the spec draws them (section 3 "Rating display"): 4, 3 or 2 full stars,
 * 5 for anything else. Screen readers hear `label` ('{n} out of 5') with the number of full stars.
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
      {Array.from({ length: ReviewRating.max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`${box} ${index < full ? fullFill : emptyFill}`}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
