// A new product (/products/new) or one to edit (/products/:id): one route module registered twice
// (routes.ts gives each its own id).
import { data, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/product-edit';
import { ProductEditScreen } from '../features/products/product-edit-screen';
import { loadProduct, loadProductChoices } from '../features/products/products-api';
import { ApiError } from '../lib/api';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = 'id' in params && params.id !== undefined ? Number(params.id) : undefined;
  if (id !== undefined && !(Number.isInteger(id) && id > 0)) throw data(null, { status: 404 });
  const [product, choices] = await Promise.all([
    id === undefined
      ? undefined
      : loadProduct(id).catch((error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
            throw data(null, { status: 404 });
          }
          throw error;
        }),
    loadProductChoices(),
  ]);
  return { product, choices };
}

export default function ProductEdit() {
  const { product, choices } = useLoaderData<typeof clientLoader>();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return <ProductEditScreen product={product} choices={choices} notice={notice} />;
}
