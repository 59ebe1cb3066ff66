import { AttributeKind, Messages } from '@shop/contract';

import { addToWishlist } from '../../engagement';
import type { ToastKind } from '../../../ui/toast';
import { imagesForColor } from './gallery-images';
import type { ProductDetailView } from './product-view';
import { type Selection, optionsOf, priceForSelection } from './variant-price';

/**
 * Puts the chosen product (colour, size, quantity, at the chosen price) into the wishlist and says
 * how that went, with the spec's messages (section 8).
 */
export function addSelectionToWishlist(
  product: ProductDetailView,
  selection: Selection,
  quantity: number,
): { kind: ToastKind; message: string } {
  const colorId = selection[AttributeKind.Color];
  const sizeId = selection[AttributeKind.Size];
  const size = optionsOf(product, AttributeKind.Size).find((option) => option.id === sizeId);
  const color = product.colors.find((option) => option.id === colorId);
  const price = priceForSelection(product, selection);
  try {
    const result = addToWishlist({
      ProductId: product.id,
      ProductName: product.name,
      Price: price.price,
      DiscountedPrice: price.discountedPrice,
      DiscountId: product.discountId,
      IsDiscountCalculated: product.isDiscountCalculated,
      CouponCode: product.couponCode,
      SizeId: size?.id ?? 0,
      SizeShortName: size?.name ?? '',
      ColorId: color?.id ?? 0,
      ColorName: color?.name ?? '',
      Quantity: quantity,
      ShippingCharges: 0,
      // Cart and wishlist keep the picture path as the back-office gave it (spec section 3).
      DefaultImage: imagesForColor(product.images, colorId)[0]?.path ?? '',
    });
    return { kind: result.ok ? 'success' : result.level, message: result.message ?? Messages.wishlistItemAdded };
  } catch (error) {
    console.error('product page: add to wishlist failed', error);
    return { kind: 'error', message: Messages.genericError };
  }
}
