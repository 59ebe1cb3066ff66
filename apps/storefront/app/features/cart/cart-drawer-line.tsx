import { type CurrencyCode, Truncate, truncate, unitPrice } from '@shop/contract';
import { Link } from 'react-router';

import { type CartItem, removeFromCart, setCartQuantity } from './cart-store';
import type { PricedCart } from './cart-price-request';
import { chosenOptionsText } from './chosen-options';
import { formatAmountIn } from '../../lib/currency/currency';
import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { productPath } from '../../lib/paths';
import { notify } from '../../ui/toast';
import { MinusIcon, PlusIcon } from '../../ui/icons';
import { Thumbnail } from '../../ui/thumbnail';
import { lineImage } from './cart-line-view';
import { LineProblem } from './cart-line-parts';
import { isAvailable } from './line-status';

const THUMBNAIL_PX = 64;
const stepButton =
  'flex size-8 items-center justify-center rounded-md text-olive-800 hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * One line of the cart drawer. Quantity and picture are the browser's own; name, variants and
 * price appear once the back-office has priced the cart (and stay blank while it cannot).
 */
export function CartDrawerLine({
  item,
  pricedLine,
  currency,
  onNavigate,
}: {
  item: CartItem;
  pricedLine: PricedCart['productsData'][number] | undefined;
  /** Currency the back-office priced the line in. */
  currency: CurrencyCode;
  onNavigate: () => void;
}) {
  const language = useLanguage();
  const labels = useLabels('TopHeader');
  const cart = useLabels('Cart');
  const name = pricedLine?.ProductName ?? '';
  const discounted = pricedLine && unitPrice(pricedLine) < pricedLine.Price;
  const available = pricedLine ? isAvailable(pricedLine) : true;
  const options = pricedLine
    ? chosenOptionsText(pricedLine, { color: cart.lbl_cart_color, size: cart.lbl_cart_size })
    : '';

  const changeQuantity = (quantity: number) => {
    const change = setCartQuantity(item.ProductId, quantity);
    if (!change.ok) notify(change.level, change.message, language.code);
  };

  return (
    <li className="flex gap-3 py-3">
      <Thumbnail
        src={lineImage(item, pricedLine)}
        size={THUMBNAIL_PX}
        className={`size-16 shrink-0 rounded-md bg-sand-100 object-cover ${available ? '' : 'opacity-50 grayscale'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {pricedLine ? (
          <Link
            to={productPath(language, { id: item.ProductId, name })}
            onClick={onNavigate}
            className="font-medium text-olive-900 hover:underline"
            title={name}
          >
            {truncate(name, Truncate.cart)}
          </Link>
        ) : (
          <span className="h-5 w-3/4 animate-pulse rounded bg-sand-100" aria-hidden="true" />
        )}
        {/* A line that cannot be bought says why below, not "Standard". */}
        {pricedLine && (available || options) ? (
          <p className="text-sm text-olive-700">{options || labels.lbl_header_cart_standard}</p>
        ) : null}
        {pricedLine ? (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <bdi dir="ltr" className="font-semibold text-olive-900">
              {formatAmountIn(unitPrice(pricedLine), currency)}
            </bdi>
            {discounted ? (
              <bdi dir="ltr" className="text-olive-600 line-through">
                {formatAmountIn(pricedLine.Price, currency)}
              </bdi>
            ) : null}
          </p>
        ) : null}
        <LineProblem priced={pricedLine} />
        <div className="mt-1 flex items-center justify-between gap-2">
          <div className="flex items-center rounded-md border border-sand-200">
            <button
              type="button"
              className={stepButton}
              aria-label={cart.lbl_cart_decrease}
              disabled={item.Quantity <= 1}
              onClick={() => changeQuantity(item.Quantity - 1)}
            >
              <MinusIcon />
            </button>
            <output className="min-w-8 text-center font-semibold text-olive-900" aria-live="polite">
              {item.Quantity}
            </output>
            <button
              type="button"
              className={stepButton}
              aria-label={cart.lbl_cart_increase}
              onClick={() => changeQuantity(item.Quantity + 1)}
            >
              <PlusIcon />
            </button>
          </div>
          <button
            type="button"
            onClick={() => removeFromCart(item.ProductId)}
            // Several lines each have a Remove button; the name says which product goes.
            aria-label={name ? `${labels.lbl_header_cart_remove}: ${name}` : undefined}
            className="text-sm font-medium text-poppy-700 underline-offset-2 hover:underline"
          >
            {labels.lbl_header_cart_remove}
          </button>
        </div>
      </div>
    </li>
  );
}
