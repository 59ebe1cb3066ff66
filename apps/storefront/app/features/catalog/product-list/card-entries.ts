import type { WishlistItem } from '../../engagement';
import type { ProductCardData } from '../product-card-data';

// A card knows a product from its list row only, so what it stores has no size, colour or coupon.

/** The wishlist entry a product card adds (spec section 3, "Wishlist item"). */
export function toWishlistItem(product: ProductCardData): WishlistItem {
  return {
    ProductId: product.id,
    ProductName: product.name,
    Price: product.price,
    DiscountedPrice: product.sellingPrice < product.price ? product.sellingPrice : 0,
    DiscountId: 0,
    IsDiscountCalculated: false,
    CouponCode: '',
    SizeId: 0,
    SizeShortName: '',
    ColorId: 0,
    ColorName: '',
    Quantity: 1,
    ShippingCharges: 0,
    DefaultImage: product.images[0] ?? '',
  };
}
