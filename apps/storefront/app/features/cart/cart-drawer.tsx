import { useState } from 'react';
import { Link } from 'react-router';

import { US_DOLLAR, formatAmountIn } from '../../lib/currency/currency';
import { currencyOf } from './cart-price-request';
import { cartCount, useCartItems } from './cart-store';
import { useLabels } from '../../lib/labels/labels';
import { useLayoutData } from '../../lib/layout-data';
import { localizedPath, useLanguage } from '../../lib/language';
import { Drawer } from '../../ui/drawer';
import { CartDrawerLine } from './cart-drawer-line';
import { pricedLineFor, useCartPricing } from './cart-pricing';
import { BagIcon, CountBadge } from '../../ui/icons';

const primaryButton = 'rounded-md bg-olive-700 px-4 py-2 text-center font-semibold text-sand-50 hover:bg-olive-800';
const secondaryButton =
  'rounded-md border border-olive-700 px-4 py-2 text-center font-semibold text-olive-800 hover:bg-sand-100';

/** The cart icon with its item count, and the cart drawer priced by the back-office (spec section 2). */
export function CartDrawer() {
  const language = useLanguage();
  const labels = useLabels('TopHeader');
  const currency = useLayoutData()?.currency ?? US_DOLLAR;
  const items = useCartItems();
  const [open, setOpen] = useState(false);
  const { pricedCart, pending } = useCartPricing(items, open, language.code, currency.CurrencyCode);
  const count = cartCount(items);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`${labels.lbl_header_cart} (${count})`}
        className="relative rounded-md p-2 text-olive-800 hover:bg-sand-100"
      >
        <BagIcon />
        <CountBadge count={count} />
      </button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        side="end"
        closeLabel={labels.lbl_header_close}
        title={labels.lbl_header_cart_title}
      >
        <div className="flex h-full flex-col">
          {items.length === 0 ? (
            <p className="px-4 py-8 text-center text-olive-700">{labels.lbl_header_cart_empty}</p>
          ) : (
            <ul className="flex-1 divide-y divide-sand-200 px-4" aria-busy={pending}>
              {items.map((item) => (
                <CartDrawerLine
                  key={item.ProductId}
                  item={item}
                  pricedLine={pricedLineFor(pricedCart, item.ProductId)}
                  currency={pricedCart ? currencyOf(pricedCart) : currency.CurrencyCode}
                  onNavigate={close}
                />
              ))}
            </ul>
          )}
          <div className="mt-auto flex flex-col gap-2 border-t border-sand-200 p-4">
            {items.length > 0 ? (
              <>
                <p
                  className="flex items-center justify-between text-lg font-semibold text-olive-900"
                  aria-busy={pending}
                >
                  <span>{labels.lbl_header_cart_subtotal}</span>
                  <bdi dir="ltr">
                    {pricedCart ? formatAmountIn(pricedCart.cartSubTotal, currencyOf(pricedCart)) : '—'}
                  </bdi>
                </p>
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
          </div>
        </div>
      </Drawer>
    </>
  );
}
