import { ReviewRating, ratingStars } from '@shop/contract';

import { fillLabel, useLabels } from '../../../lib/labels/labels';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/**
 * A product's stars as the spec draws them (section 3 "Rating display": 4, 3 or 2 full stars,
 * 5 for anything else); screen readers hear '{n} out of 5'.
 */
export function StarRating({ rating }: { rating: number | null | undefined }) {
  const labels = useLabels('ProductsGridTypeOne');
  const full = ratingStars(rating);
  return (
    <span role="img" aria-label={fillLabel(labels.lbl_grid_rating, { n: full })} className="inline-flex">
      {Array.from({ length: ReviewRating.max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 stroke-1 ${index < full ? 'fill-sand-400 stroke-earth-600' : 'fill-sand-100 stroke-sand-300'}`}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
