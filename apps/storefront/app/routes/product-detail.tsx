import { useState } from 'react';

import { type ProductTabId, ProductTabs, productTabElementId } from '../features/catalog/product-detail/product-tabs';
import { loadProductPage } from '../features/catalog/product-detail/load-product-page.server';
import { ProductBreadcrumb } from '../features/catalog/product-detail/product-breadcrumb';
import { productMeta } from '../features/catalog/product-detail/product-seo';
import { ProductPurchase } from '../features/catalog/product-detail/product-purchase';
import { RelatedProducts } from '../features/catalog/product-detail/related-products';
import { useScrollToTopOnProductChange } from '../features/catalog/product-detail/use-scroll-on-product-change';
import type { LayoutData } from '../lib/layout-data.server';
import { requireLanguage } from '../lib/language';
import type { Route } from './+types/product-detail';
import { catalogueHeaders } from '../lib/http/cache-policy';

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadProductPage(request, requireLanguage(params.lang), params.productId);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // A missing product renders the 404 page, whose title the root's error boundary sets.
  if (!loaderData) return [];
  const root = matches.find((match) => match?.id === 'root')?.data as Partial<LayoutData> | undefined;
  return productMeta({ ...loaderData.seo, siteName: root?.siteTitle ?? '' });
};

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews, related, sizeGuide, jsonLd } = loaderData;
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

function ProductPage({
  product,
  reviews,
  sizeGuide,
}: Pick<Route.ComponentProps['loaderData'], 'product' | 'reviews' | 'sizeGuide'>) {
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
