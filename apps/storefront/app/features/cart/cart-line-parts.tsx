import { type CurrencyCode, QuantityLimit, Truncate, truncate } from '@shop/contract';
import { Link } from 'react-router';

import { removeFromCart, setCartQuantity } from './cart-store';
import { type PricedLine, lineProblem } from './line-status';
import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { productPath } from '../../lib/paths';
import { notify } from '../../ui/toast';
import { LinePrice, LineTotalAmount } from './line-price';
import { EyeIcon, TrashIcon, WarningIcon } from '../../ui/icons';
import { type CartLineView, lineImage } from './cart-line-view';
import { Thumbnail } from '../../ui/thumbnail';

const THUMBNAIL_PX = 80;

export function LineThumbnail({ view }: { view: CartLineView }) {
  return (
    <Thumbnail
      src={lineImage(view.item, view.priced)}
      size={THUMBNAIL_PX}
      fallback
      className={`size-20 shrink-0 rounded-md bg-sand-100 object-cover ${view.available ? '' : 'opacity-50 grayscale'}`}
    />
  );
}

/** The product's name cut to 80 characters (spec section 9), linking to its page. */
export function LineName({ view }: { view: CartLineView }) {
  const language = useLanguage();
  if (!view.priced) return <span className="block h-5 w-3/4 animate-pulse rounded bg-sand-100" aria-hidden="true" />;
  return (
    <Link
      to={productPath(language, { id: view.item.ProductId, name: view.name })}
      className="font-semibold text-olive-900 underline-offset-4 hover:underline"
      title={view.name.length > Truncate.cart ? view.name : undefined}
    >
      {truncate(view.name, Truncate.cart)}
    </Link>
  );
}

/** The chosen colour and size, and the eye button that lists every chosen attribute. */
export function LineOptions({ view, onShowVariants }: { view: CartLineView; onShowVariants: () => void }) {
  const labels = useLabels('Cart');
  const priced = view.priced;
  if (!priced) return null;
  return (
    <div className="flex flex-col gap-0.5 text-sm text-olive-800">
      {priced.ColorName ? (
        <p>
          {labels.lbl_cart_color}: <bdi>{priced.ColorName}</bdi>
        </p>
      ) : null}
      {priced.SizeShortName ? (
        <p>
          {labels.lbl_cart_size}: <bdi>{priced.SizeShortName}</bdi>
        </p>
      ) : null}
      <button
        type="button"
        onClick={onShowVariants}
        aria-label={`${labels.lbl_cart_view_variants}: ${view.name}`}
        className="mt-1 inline-flex w-fit items-center gap-1.5 rounded-md py-1 text-olive-700 underline-offset-4 hover:text-olive-900 hover:underline"
      >
        <EyeIcon />
        <span>{labels.lbl_cart_view_variants}</span>
      </button>
    </div>
  );
}

/** Why the line cannot be bought, when the back-office says so (cart page and cart drawer). */
export function LineProblem({ priced }: { priced: PricedLine | undefined }) {
  const labels = useLabels('Cart');
  const problem = priced ? lineProblem(priced, labels) : undefined;
  if (!problem) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-poppy-700">
      <WarningIcon className="size-4 shrink-0" />
      <span>{problem}</span>
    </p>
  );
}

export function LineUnitPrice({ view, currency }: { view: CartLineView; currency: CurrencyCode }) {
  return view.priced ? <LinePrice line={view.priced} currency={currency} /> : <span aria-hidden="true">—</span>;
}

/** The line's total as the back-office priced it; a line that cannot be bought counts for nothing. */
export function LineTotal({ view, currency }: { view: CartLineView; currency: CurrencyCode }) {
  if (!view.priced || !view.available) return <span aria-hidden="true">—</span>;
  return <LineTotalAmount line={view.priced} currency={currency} />;
}

const stepButton =
  'flex size-10 items-center justify-center text-lg font-semibold text-olive-900 hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-olive-300';

/**
 * Minus, the quantity, plus (spec section 5): minus stops at 1; plus past the product's cap (its
 * OrderMaximumQuantity, else 10) says 'Can not add more than {n} for this product'.
 */
export function QuantityStepper({ view }: { view: CartLineView }) {
  const language = useLanguage();
  const labels = useLabels('Cart');
  const { item } = view;
  const change = (quantity: number) => {
    const outcome = setCartQuantity(item.ProductId, quantity);
    if (!outcome.ok) notify(outcome.level, outcome.message, language.code);
  };
  return (
    <div
      role="group"
      aria-label={view.name ? `${labels.lbl_cart_col_quantity}: ${view.name}` : labels.lbl_cart_col_quantity}
      className="flex w-fit items-center overflow-hidden rounded-md border border-olive-300 bg-white"
    >
      <button
        type="button"
        aria-label={labels.lbl_cart_decrease}
        disabled={item.Quantity <= QuantityLimit.min}
        onClick={() => change(item.Quantity - 1)}
        className={stepButton}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output
        aria-live="polite"
        className="min-w-10 border-x border-olive-300 text-center font-semibold text-olive-950"
      >
        {item.Quantity}
      </output>
      <button
        type="button"
        aria-label={labels.lbl_cart_increase}
        onClick={() => change(item.Quantity + 1)}
        className={stepButton}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

export function RemoveLineButton({ view }: { view: CartLineView }) {
  const labels = useLabels('Cart');
  return (
    <button
      type="button"
      onClick={() => removeFromCart(view.item.ProductId)}
      // Every line has one: the name says which product goes.
      aria-label={view.name ? `${labels.lbl_cart_col_remove}: ${view.name}` : labels.lbl_cart_col_remove}
      className="flex size-10 items-center justify-center rounded-md text-poppy-700 hover:bg-sand-100"
    >
      <TrashIcon />
    </button>
  );
}
