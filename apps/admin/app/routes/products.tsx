// The product list: its URL holds the search, filters, sort and page.
import { useLoaderData } from 'react-router';
import type { Route } from './+types/products';
import { ProductListScreen } from '../features/products/product-list-screen';
import { loadProductChoices, loadProductPage } from '../features/products/products-api';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'updatedAt', 'desc');
  const [page, choices] = await Promise.all([loadProductPage(query), loadProductChoices()]);
  return { query, page, choices };
}

export default function Products() {
  const { query, page, choices } = useLoaderData<typeof clientLoader>();
  return <ProductListScreen query={query} page={page} choices={choices} />;
}
