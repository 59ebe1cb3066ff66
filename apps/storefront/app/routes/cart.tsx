import { ProductListRoute } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';

import { CartCards } from '../features/cart/cart-cards';
import { type CartLineView, cartLineViews } from '../features/cart/cart-line-view';
import { CartTable } from '../features/cart/cart-table';
import { CartTotals } from '../features/cart/cart-totals';
import { ChosenVariantsDialog } from '../features/cart/chosen-variants-dialog';
import { useCartPricing } from '../features/cart/cart-pricing';
import { PageHero } from '../ui/page-hero';
import { currencyOf } from '../features/cart/cart-price-request';
import { useCartItems } from '../features/cart/cart-store';
import { unavailableLines } from '../features/cart/line-status';
import { US_DOLLAR } from '../lib/currency/currency';
import { labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage, useLanguage } from '../lib/language';
import { useLayoutData } from '../lib/layout-data';
import { categoryPath } from '../lib/paths';
import { siteTitleFrom } from '../lib/static-page-meta';
import { rootLabels } from '../features/content/home/page-meta';
import { useHydrated } from '../lib/use-hydrated';
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

const secondaryButton =
  'rounded-md border border-olive-700 px-6 py-3 text-center font-semibold text-olive-800 hover:bg-sand-100';

/**
 * The cart page (spec section 2): the browser's cart priced by the back-office, as a table on
 * wider screens and stacked cards on a phone, with the totals and the way on to checkout.
 */
export default function CartPage() {
  const language = useLanguage();
  const labels = useLabels('Cart');
  const hydrated = useHydrated();
  const items = useCartItems();
  const currency = useLayoutData()?.currency ?? US_DOLLAR;
  const { pricedCart, pending } = useCartPricing(items, hydrated, language.code, currency.CurrencyCode);
  const [variantsOf, setVariantsOf] = useState<CartLineView | null>(null);
  const lines = cartLineViews(items, pricedCart);
  const shownCurrency = pricedCart ? currencyOf(pricedCart) : currency.CurrencyCode;
  const shopPath = categoryPath(language, {
    id: ProductListRoute.allCategoryId,
    name: ProductListRoute.allCategories,
  });

  return (
    <main id="main">
      <PageHero
        title={labels.lbl_cart_title}
        homeLabel={labels.lbl_cart_breadcrumb_home}
        breadcrumbLabel={labels.lbl_cart_breadcrumb_current}
        width="wide"
      />
      {/* At least as tall as the empty cart, so the footer does not jump when the cart is read. */}
      <div className="mx-auto flex min-h-[25rem] max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
        {/* The cart lives in the browser's storage: the server cannot know it. */}
        {!hydrated ? (
          <p role="status" className="py-12 text-center text-olive-700">
            {labels.lbl_cart_loading}
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-sand-200 bg-white px-6 py-16 text-center">
            <h2 className="text-2xl font-bold text-olive-900">{labels.lbl_cart_empty}</h2>
            <p className="text-olive-800">{labels.lbl_cart_empty_hint}</p>
            <Link
              to={shopPath}
              className="rounded-md bg-olive-700 px-6 py-3 font-semibold text-sand-50 hover:bg-olive-800"
            >
              {labels.lbl_cart_continue_shopping}
            </Link>
          </div>
        ) : (
          <>
            <div aria-busy={pending} className="flex flex-col gap-3">
              <CartTable lines={lines} currency={shownCurrency} onShowVariants={setVariantsOf} />
              <CartCards lines={lines} currency={shownCurrency} onShowVariants={setVariantsOf} />
              {unavailableLines(pricedCart).length > 0 ? (
                <p role="status" className="text-sm font-semibold text-poppy-700">
                  {labels.lbl_cart_unavailable_note}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col-reverse gap-6 md:flex-row md:items-start md:justify-between">
              <Link to={shopPath} className={`${secondaryButton} md:self-start`}>
                {labels.lbl_cart_continue_shopping}
              </Link>
              <div className="md:w-96">
                <CartTotals pricedCart={pricedCart} pending={pending} />
              </div>
            </div>
          </>
        )}
      </div>
      <ChosenVariantsDialog line={variantsOf} onClose={() => setVariantsOf(null)} />
    </main>
  );
}
