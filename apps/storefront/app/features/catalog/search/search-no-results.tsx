import { Link } from 'react-router';

import { useLabels } from '../../../lib/labels/labels';
import type { ProductCardData } from '../product-card-data';
import { fillLabelParts } from '../../../lib/labels/label-parts';
import { type ListPlace, searchTermHref } from '../product-list/list-links';
import { ProductGrid } from '../product-list/product-grid';

/**
 * A search that found nothing is no dead end (issue 21): it says so, offers the closest spelling that finds
 * products, and shows the popular products the sidebar has already loaded. The message is a polite live
 * region, so screen readers announce it when the list changes.
 */
export function SearchNoResults({
  place,
  searchTerm,
  correction,
  popularProducts,
}: {
  place: ListPlace;
  searchTerm: string;
  correction: string | null;
  popularProducts: readonly ProductCardData[];
}) {
  const labels = useLabels('AllProducts');
  return (
    <section aria-labelledby="search-no-results-popular" className="flex flex-col gap-6">
      <div
        role="status"
        className="rounded-lg border border-dashed border-sand-300 bg-white px-4 py-10 text-center text-olive-800"
      >
        <p className="text-lg font-semibold text-olive-950">
          {fillLabelParts(labels.lbl_all_products_no_match, { term: <bdi>{searchTerm}</bdi> })}
        </p>
        <DidYouMean place={place} correction={correction} />
      </div>
      {popularProducts.length > 0 ? (
        <>
          <h2 id="search-no-results-popular" className="text-xl font-bold text-olive-950">
            {labels.lbl_all_products_popular_instead}
          </h2>
          <ProductGrid products={popularProducts} view={place.query.view} />
        </>
      ) : null}
    </section>
  );
}

/**
 * A search whose words found nothing but whose products come close to them (a misspelling, issue 21): the list
 * says its products are the closest, not exact matches, and offers the spelling meant.
 */
export function SearchNearMatch({
  place,
  searchTerm,
  correction,
}: {
  place: ListPlace;
  searchTerm: string;
  correction: string | null;
}) {
  const labels = useLabels('AllProducts');
  return (
    <div role="status" className="mb-4 rounded-lg border border-sand-300 bg-white px-4 py-3 text-olive-800">
      <p>{fillLabelParts(labels.lbl_all_products_near_match, { term: <bdi>{searchTerm}</bdi> })}</p>
      <DidYouMean place={place} correction={correction} />
    </div>
  );
}

/** "Did you mean …?", a link to the same list searched for the spelling meant; nothing without one. */
function DidYouMean({ place, correction }: { place: ListPlace; correction: string | null }) {
  const labels = useLabels('AllProducts');
  if (!correction) return null;
  return (
    <p className="mt-2">
      {fillLabelParts(labels.lbl_all_products_did_you_mean, {
        term: (
          <Link
            to={searchTermHref(place, correction)}
            className="font-semibold text-olive-800 underline underline-offset-2 hover:text-olive-950"
          >
            <bdi>{correction}</bdi>
          </Link>
        ),
      })}
    </p>
  );
}
