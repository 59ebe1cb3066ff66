import { lazy, useState } from 'react';
import { Link } from 'react-router';

import { US_DOLLAR, formatAmountIn } from '../../lib/currency/currency';
import { currencyOf } from './cart-price-request';
import { cartCount, useCartItems } from './cart-store';
import { useLabels } from '../../lib/labels/labels';
import { useLayoutData } from '../../lib/layout-data';
import { localizedPath, useLanguage } from '../../lib/language';
import { HeaderDrawer } from '../../ui/header-drawer';
import { pricedLineFor, useCartPricing } from './cart-pricing';
import { unavailableLines } from './line-status';
import { BagIcon } from '../../ui/icons';

// A line's code (steppers, thumbnail, options) loads when the drawer first opens, not with every page.
const CartDrawerLine = lazy(() => import('./cart-drawer-line').then((module) => ({ default: module.CartDrawerLine })));

const primaryButton = 'rounded-md bg-olive-700 px-4 py-2 text-center font-semibold text-sand-50 hover:bg-olive-800';
const secondaryButton =
  'rounded-md border border-olive-700 px-4 py-2 text-center font-semibold text-olive-800 hover:bg-sand-100';

/** The cart icon with its item count, and the cart drawer priced by the back-office (spec section 2). */
export function CartDrawer() {
  const language = useLanguage();
  const labels = useLabels('TopHeader');
  const cartLabels = useLabels('Cart');
  const currency = useLayoutData()?.currency ?? US_DOLLAR;
  const items = useCartItems();
  const [open, setOpen] = useState(false);
  const { pricedCart, pending } = useCartPricing(items, open, language.code, currency.CurrencyCode);
  const close = () => setOpen(false);

  return (
    <HeaderDrawer
      icon={<BagIcon />}
      label={labels.lbl_header_cart}
      count={cartCount(items)}
      open={open}
      onOpenChange={setOpen}
      title={labels.lbl_header_cart_title}
      closeLabel={labels.lbl_header_close}
      isEmpty={items.length === 0}
      emptyText={labels.lbl_header_cart_empty}
      busy={pending}
      lines={items.map((item) => (
        <CartDrawerLine
          key={item.ProductId}
          item={item}
          pricedLine={pricedLineFor(pricedCart, item.ProductId)}
          currency={pricedCart ? currencyOf(pricedCart) : currency.CurrencyCode}
          onNavigate={close}
        />
      ))}
      actions={
        <>
          {items.length > 0 ? (
            <>
              <p className="flex items-center justify-between text-lg font-semibold text-olive-900" aria-busy={pending}>
                <span>{labels.lbl_header_cart_subtotal}</span>
                <bdi dir="ltr">
                  {pricedCart ? formatAmountIn(pricedCart.cartSubTotal, currencyOf(pricedCart)) : '—'}
                </bdi>
              </p>
              {unavailableLines(pricedCart).length > 0 ? (
                <p role="status" className="text-sm font-semibold text-poppy-700">
                  {cartLabels.lbl_cart_unavailable_note}
                </p>
              ) : null}
              <Link to={localizedPath(language, '/cart')} onClick={close} className={secondaryButton}>
                {labels.lbl_header_cart_view}
              </Link>
              <Link to={localizedPath(language, '/checkout')} onClick={close} className={primaryButton}>
                {labels.lbl_header_cart_checkout}
              </Link>
            </>
          ) : null}
          <button type="button" onClick={close} className={items.length > 0 ? secondaryButton : primaryButton}>
            {labels.lbl_header_cart_continue}
          </button>
        </>
      }
    />
  );
}
