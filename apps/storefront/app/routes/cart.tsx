import { CartScreen } from '../features/cart/cart-screen';
import { labelsFor } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom } from '../lib/static-page-meta';
import { rootLabels } from '../features/content/home/page-meta';
import type { Route } from './+types/cart';

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  return {
    lang: language.code,
    labels: await loadLabels(request, language, ['Cart', 'ProductsGridTypeOne']),
  };
}

// A shopper's own cart: nothing for search engines to list (noindex), but described like every page.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('Cart', loaderData.labels);
  return [
    { title: `${siteTitleFrom(matches, loaderData.lang)} - ${labels.lbl_cart_title}` },
    { name: 'description', content: rootLabels(matches, 'Footer').lbl_footer_about_text },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function CartPage() {
  return <CartScreen />;
}
