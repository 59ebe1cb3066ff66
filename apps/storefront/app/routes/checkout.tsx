import { CheckoutScreen } from '../features/checkout/checkout-screen';
import { loadCheckoutPage } from '../features/checkout/checkout-page.server';
import { labelsFor } from '../lib/labels/labels';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom } from '../lib/static-page-meta';
import type { Route } from './+types/checkout';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadCheckoutPage(request, requireLanguage(params.lang));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('Checkout', loaderData.labels);
  return [
    { title: `${siteTitleFrom(matches, loaderData.lang)} - ${labels.lbl_checkout_title}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutScreen payments={loaderData.payments} countries={loaderData.countries} />;
}
