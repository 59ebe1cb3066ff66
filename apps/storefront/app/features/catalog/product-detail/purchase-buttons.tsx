import { useLabels } from '../../../lib/labels/labels';
import { useLanguage } from '../../../lib/language';
import { QuantityCounter } from '../../../ui/quantity-counter';
import { type ToastKind, notify } from '../../../ui/toast';
import { addSelectionToCart } from './add-selection-to-cart';
import { addSelectionToWishlist } from './add-selection-to-wishlist';
import type { ProductDetailView } from './product-view';
import type { ProductChoices } from './use-product-choices';

/** The quantity, Add to Cart and Add to Wishlist, with the spec's checks and messages (section 5). */
export function PurchaseButtons({ product, choices }: { product: ProductDetailView; choices: ProductChoices }) {
  const language = useLanguage();
  const labels = useLabels('ProductDetail');
  const cartLabels = useLabels('Cart');
  const { selection, quantity, limit, wantQuantity } = choices;

  function say({ kind, message }: { kind: ToastKind; message: string }) {
    notify(kind, message, language.code);
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <QuantityCounter
        quantity={quantity}
        orderMaximumQuantity={limit}
        onWant={wantQuantity}
        labels={{
          quantity: labels.lbl_product_detail_quantity,
          decrease: cartLabels.lbl_cart_decrease,
          increase: cartLabels.lbl_cart_increase,
        }}
      />
      <button
        type="button"
        onClick={() => say(addSelectionToCart(product, selection, quantity))}
        className="h-10 rounded-md bg-olive-700 px-6 font-semibold text-sand-50 hover:bg-olive-800"
      >
        {labels.lbl_product_detail_add_to_cart}
      </button>
      <button
        type="button"
        onClick={() => say(addSelectionToWishlist(product, selection, quantity))}
        className="h-10 rounded-md border border-olive-700 bg-white px-4 font-semibold text-olive-800 hover:bg-olive-50"
      >
        <span aria-hidden="true" className="me-1">
          ♡
        </span>
        {labels.lbl_product_detail_add_to_wishlist}
      </button>
    </div>
  );
}
