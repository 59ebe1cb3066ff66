import { type CurrencyCode, StorageKey } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';

import { US_DOLLAR } from '../../lib/currency/currency';
import { InlineScript } from '../../lib/http/nonce';
import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { useLayoutData } from '../../lib/layout-data';
import { allProductsPath } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { PageHero } from '../../ui/page-hero';
import { type CartLineView, cartLineViews } from './cart-line-view';
import { CartCards, CartTable } from './cart-lines';
import { type PricedCart, currencyOf } from './cart-price-request';
import { useCartPricing } from './cart-pricing';
import { useCartItems } from './cart-store';
import { CartTotals } from './cart-totals';
import { ChosenVariantsDialog } from './chosen-variants-dialog';
import { unavailableLines } from './line-status';

const secondaryButton =
  'rounded-md border border-olive-700 px-6 py-3 text-center font-semibold text-olive-800 hover:bg-sand-100';

/** Nothing in the cart: says so, with the way back to the shop. */
function EmptyCart({ shopPath }: { shopPath: string }) {
  const labels = useLabels('Cart');
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-sand-200 bg-white px-6 py-16 text-center">
      <h2 className="text-2xl font-bold text-olive-900">{labels.lbl_cart_empty}</h2>
      <p className="text-olive-800">{labels.lbl_cart_empty_hint}</p>
      <Link to={shopPath} className="rounded-md bg-olive-700 px-6 py-3 font-semibold text-sand-50 hover:bg-olive-800">
        {labels.lbl_cart_continue_shopping}
      </Link>
    </div>
  );
}

/** Marks `<html data-cart-empty>` when the browser's cart holds nothing (or nothing readable as a list). */
const MARK_EMPTY_CART =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(StorageKey.cart)})||"[]");` +
  `if(!Array.isArray(c)||!c.length)document.documentElement.setAttribute("data-cart-empty","")}catch(e){}`;

/**
 * The cart before the page's scripts have read it: the server cannot know it, so the page says it is
 * loading it, unless a small script finds the browser's cart empty before the first paint (a first
 * visit's): then the empty cart is painted with the page, where the page's scripts will draw it too.
 */
function CartBeforeScripts({ shopPath }: { shopPath: string }) {
  const labels = useLabels('Cart');
  return (
    <>
      <p role="status" className="py-12 text-center text-olive-700 [html[data-cart-empty]_&]:hidden">
        {labels.lbl_cart_loading}
      </p>
      <div className="hidden [html[data-cart-empty]_&]:block">
        <EmptyCart shopPath={shopPath} />
      </div>
      <InlineScript code={MARK_EMPTY_CART} />
    </>
  );
}

/** The cart's lines (a table on wider screens, stacked cards on a phone), its totals and the ways on. */
function CartContents({
  lines,
  currency,
  pricedCart,
  pending,
  shopPath,
  onShowVariants,
}: {
  lines: CartLineView[];
  /** The currency the prices are shown in. */
  currency: CurrencyCode;
  pricedCart: PricedCart | undefined;
  pending: boolean;
  shopPath: string;
  onShowVariants: (line: CartLineView) => void;
}) {
  const labels = useLabels('Cart');
  return (
    <>
      <div aria-busy={pending} className="flex flex-col gap-3">
        <CartTable lines={lines} currency={currency} onShowVariants={onShowVariants} />
        <CartCards lines={lines} currency={currency} onShowVariants={onShowVariants} />
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
  );
}

/**
 * The cart page (spec section 2): the browser's cart priced by the back-office, as a table on
 * wider screens and stacked cards on a phone, with the totals and the way on to checkout.
 */
export function CartScreen() {
  const language = useLanguage();
  const labels = useLabels('Cart');
  const hydrated = useHydrated();
  const items = useCartItems();
  const currency = useLayoutData()?.currency ?? US_DOLLAR;
  const { pricedCart, pending } = useCartPricing(items, hydrated, language.code, currency.CurrencyCode);
  const [variantsOf, setVariantsOf] = useState<CartLineView | null>(null);
  const shopPath = allProductsPath(language);

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
        {!hydrated ? (
          <CartBeforeScripts shopPath={shopPath} />
        ) : items.length === 0 ? (
          <EmptyCart shopPath={shopPath} />
        ) : (
          <CartContents
            lines={cartLineViews(items, pricedCart)}
            currency={pricedCart ? currencyOf(pricedCart) : currency.CurrencyCode}
            pricedCart={pricedCart}
            pending={pending}
            shopPath={shopPath}
            onShowVariants={setVariantsOf}
          />
        )}
      </div>
      <ChosenVariantsDialog line={variantsOf} onClose={() => setVariantsOf(null)} />
    </main>
  );
}
