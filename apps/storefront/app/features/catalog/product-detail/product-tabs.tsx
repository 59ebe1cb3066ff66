import { useLabels } from '../../../lib/labels/labels';
import type { ProductDetailView, ReviewView } from './product-view';
import { ReviewList } from '../reviews/review-list';
import { loadedOnFirstOpen } from '../../../ui/loaded-on-first-open';
import { type TabDefinition, Tabs } from '../../../ui/tabs';

export type ProductTabId = 'description' | 'additional' | 'shipping' | 'why-us' | 'reviews';

/** The id of a tab's button, e.g. to move focus to the Reviews tab. */
export function productTabElementId(id: ProductTabId): string {
  return `product-tab-${id}`;
}

// The write-review form (its checks, its ratings and the review call) loads the first time the Reviews tab opens:
// the page always opens on the Description tab, and most visits never write a review.
const ReviewForm = loadedOnFirstOpen<{ open: boolean; productId: number }>(() =>
  import('../reviews/review-form').then((module) => ({ default: module.ReviewForm })),
);

// Spacing and lists for the sanitized description HTML (only basic formatting tags reach it).
const DESCRIPTION_CLASS =
  'max-w-3xl text-olive-800 [&_h3]:mb-2 [&_h3]:font-semibold [&_h4]:mb-2 [&_h4]:font-semibold [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mb-3 [&_strong]:text-olive-950 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:ps-6';

/** Description, Additional information, Shipping, Why Buy From Us and Reviews (spec section 2). */
export function ProductTabs({
  product,
  reviews,
  selected,
  onSelect,
}: {
  product: ProductDetailView;
  reviews: readonly ReviewView[];
  selected: ProductTabId;
  onSelect: (id: ProductTabId) => void;
}) {
  const labels = useLabels('ProductDetail');
  const heading = 'mb-3 text-lg font-semibold text-olive-950';

  const tabs: TabDefinition<ProductTabId>[] = [
    {
      id: 'description',
      label: labels.lbl_product_detail_tab_description,
      panel: product.descriptionHtml ? (
        // Sanitized on the server (sanitizeDescription): basic formatting tags only, no attributes.
        <div className={DESCRIPTION_CLASS} dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
      ) : (
        <p className="text-olive-700">{labels.lbl_product_detail_no_description}</p>
      ),
    },
    {
      id: 'additional',
      label: labels.lbl_product_detail_tab_additional,
      panel: (
        <>
          <h2 className={heading}>{labels.lbl_product_detail_tags}</h2>
          {product.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-olive-800">
                  <bdi>{tag}</bdi>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-olive-700">{labels.lbl_product_detail_no_tags}</p>
          )}
        </>
      ),
    },
    {
      id: 'shipping',
      label: labels.lbl_product_detail_tab_shipping,
      panel: (
        <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-olive-800">
          <dt className="font-semibold text-olive-950">{labels.lbl_product_detail_shipping_free}</dt>
          <dd>{product.isShippingFree ? labels.lbl_product_detail_yes : labels.lbl_product_detail_no}</dd>
          <dt className="font-semibold text-olive-950">{labels.lbl_product_detail_delivery_methods}</dt>
          <dd>
            {product.shippingMethods.length > 0 ? (
              <ul className="list-disc ps-5">
                {product.shippingMethods.map((method) => (
                  <li key={method}>
                    <bdi>{method}</bdi>
                  </li>
                ))}
              </ul>
            ) : (
              '—'
            )}
          </dd>
          <dt className="font-semibold text-olive-950">{labels.lbl_product_detail_estimated_days}</dt>
          <dd>
            {product.estimatedShippingDays != null ? (
              <>
                <bdi>{product.estimatedShippingDays}</bdi> {labels.lbl_product_detail_days}
              </>
            ) : (
              '—'
            )}
          </dd>
        </dl>
      ),
    },
    {
      id: 'why-us',
      label: labels.lbl_product_detail_tab_why_us,
      panel: (
        <div className="max-w-3xl text-olive-800">
          <h2 className={heading}>{labels.lbl_product_detail_why_us_heading}</h2>
          <ul className="flex list-disc flex-col gap-2 ps-5">
            <li>{labels.lbl_product_detail_why_us_text1}</li>
            <li>{labels.lbl_product_detail_why_us_text2}</li>
            <li>{labels.lbl_product_detail_why_us_text3}</li>
          </ul>
        </div>
      ),
    },
    {
      id: 'reviews',
      label: labels.lbl_product_detail_tab_reviews,
      panel: (
        <div className="grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading" className={heading}>
              {labels.lbl_product_detail_reviews_heading}
            </h2>
            <ReviewList reviews={reviews} />
          </section>
          <section aria-labelledby="write-review-heading">
            <h2 id="write-review-heading" className={heading}>
              {labels.lbl_product_detail_write_review}
            </h2>
            <ReviewForm open={selected === 'reviews'} productId={product.id} />
          </section>
        </div>
      ),
    },
  ];

  return (
    <section id="product-tabs" className="mt-12 scroll-mt-24">
      <Tabs idPrefix="product" tabs={tabs} selected={selected} onSelect={onSelect} />
    </section>
  );
}
