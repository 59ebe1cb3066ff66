import { ReviewRating, ratingStars } from '@shop/contract';

import { fillLabel, useLabels } from '../lib/labels/labels';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/**
 * Stars for a rating as the spec draws them (section 3 "Rating display"): 4, 3 or 2 full stars,
 * 5 for anything else. Screen readers hear '{n} out of 5'.
 */
export function RatingStars({ rating, size = 'md' }: { rating: number | null | undefined; size?: 'sm' | 'md' }) {
  const labels = useLabels('SiteLeftSidebarFilter');
  const full = ratingStars(rating);
  const box = size === 'sm' ? 'size-3.5' : 'size-4.5';
  return (
    <span role="img" aria-label={fillLabel(labels.lbl_sidebar_rating_value, { n: full })} className="inline-flex">
      {Array.from({ length: ReviewRating.max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`${box} ${index < full ? 'fill-sand-400' : 'fill-sand-200'}`}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
