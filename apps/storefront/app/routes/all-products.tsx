import { productListMeta } from '../features/catalog/product-list/list-meta';
import { loadProductListPage } from '../features/catalog/product-list/product-list-page.server';
import { ProductListScreen } from '../features/catalog/product-list/product-list-screen';
import { catalogueHeaders } from '../lib/http/cache-policy';
import type { LayoutData } from '../lib/layout-data.server';
import type { Route } from './+types/all-products';

/** The same for every visitor: shared caches may keep it (lib/http/cache-policy). */
export const headers = catalogueHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadProductListPage(request, params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const root = matches.find((match) => match?.id === 'root')?.loaderData as Partial<LayoutData> | undefined;
  return productListMeta(loaderData, root);
};

export default function AllProducts({ loaderData }: Route.ComponentProps) {
  return <ProductListScreen data={loaderData} />;
}
