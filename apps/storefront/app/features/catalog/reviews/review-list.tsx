import { useLabels } from '../../../lib/labels/labels';
import { fillLabelParts } from '../../../lib/labels/label-parts';
import type { ReviewView } from '../product-detail/product-view';
import { RatingStars } from '../../../ui/rating-stars';
import { languageOfText } from '../product-detail/text-language';

/**
 * The product's reviews. Their texts are the shoppers' own words, in the language they wrote them:
 * rendered as text, never as HTML, and marked with that language.
 */
export function ReviewList({ reviews }: { reviews: readonly ReviewView[] }) {
  const labels = useLabels('ProductDetail');
  const ratingLabels = useLabels('SiteLeftSidebarFilter');
  if (reviews.length === 0) return <p className="text-olive-700">{labels.lbl_product_detail_no_reviews}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {reviews.map((review, index) => (
        <li key={`${review.date}-${index}`} className="rounded-md border border-sand-200 bg-white p-4">
          <article className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-olive-950">
                <bdi lang={languageOfText(review.title)}>{review.title}</bdi>
              </h3>
              <RatingStars rating={review.rating} label={ratingLabels.lbl_sidebar_rating_value} look="solid-small" />
            </div>
            <p className="text-xs text-olive-600">
              {fillLabelParts(labels.lbl_product_detail_review_by, {
                name: <bdi lang={languageOfText(review.reviewerName)}>{review.reviewerName}</bdi>,
                date: <bdi dir="ltr">{review.date}</bdi>,
              })}
            </p>
            <p className="whitespace-pre-line text-olive-800">
              <bdi lang={languageOfText(review.body)}>{review.body}</bdi>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
