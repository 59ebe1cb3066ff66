import { ProductDetailScreen } from '../features/catalog/product-detail/product-detail-screen';
import { loadProductDetailPage } from '../features/catalog/product-detail/product-detail-page.server';
import { productMeta } from '../features/catalog/product-detail/product-seo';
import { catalogueHeaders } from '../lib/http/cache-policy';
import type { LayoutData } from '../lib/layout-data.server';
import { requireLanguage } from '../lib/language';
import type { Route } from './+types/product-detail';

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadProductDetailPage(request, requireLanguage(params.lang), params.productId);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // A missing product renders the 404 page, whose title the root's error boundary sets.
  if (!loaderData) return [];
  const root = matches.find((match) => match?.id === 'root')?.data as Partial<LayoutData> | undefined;
  return productMeta({ ...loaderData.seo, siteName: root?.siteTitle ?? '' });
};

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  return <ProductDetailScreen data={loaderData} />;
}
