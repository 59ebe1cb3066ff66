import { useState } from 'react';

import { ProductBreadcrumb } from './product-breadcrumb';
import type { ProductDetailPageData } from './product-detail-page.server';
import { ProductPurchase } from './product-purchase';
import { type ProductTabId, ProductTabs, productTabElementId } from './product-tabs';
import { RelatedProducts } from './related-products';
import { useScrollToTopOnProductChange } from './use-scroll-on-product-change';

type ScreenData = Pick<ProductDetailPageData, 'product' | 'reviews' | 'related' | 'sizeGuide' | 'jsonLd'>;

/** The product page: breadcrumb, the product with its choices and tabs, and related products. */
export function ProductDetailScreen({ data }: { data: ScreenData }) {
  const { product, reviews, related, sizeGuide, jsonLd } = data;
  useScrollToTopOnProductChange(product.id);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      {/* Escaped by serializeJsonLd, so product texts cannot close the script. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ProductBreadcrumb productName={product.name} />
      {/* Keyed by product: choices, quantity and open tab start afresh on another product. */}
      <ProductPage key={product.id} product={product} reviews={reviews} sizeGuide={sizeGuide} />
      <RelatedProducts products={related} />
    </main>
  );
}

function ProductPage({ product, reviews, sizeGuide }: Pick<ScreenData, 'product' | 'reviews' | 'sizeGuide'>) {
  const [tab, setTab] = useState<ProductTabId>('description');

  // The review count leads to the Reviews tab: selected, scrolled to and focused.
  function showReviews() {
    setTab('reviews');
    const reviewsTab = document.getElementById(productTabElementId('reviews'));
    reviewsTab?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    reviewsTab?.focus({ preventScroll: true });
  }

  return (
    <>
      <ProductPurchase product={product} sizeGuide={sizeGuide} onShowReviews={showReviews} />
      <ProductTabs product={product} reviews={reviews} selected={tab} onSelect={setTab} />
    </>
  );
}
