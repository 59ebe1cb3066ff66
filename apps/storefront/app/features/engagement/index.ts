// What other features may use of wishlist, newsletter, contact and seller requests: everything else in this folder is its own.
export { NewsletterForm } from './newsletter/newsletter-form';
export { SavedWishlist } from './wishlist/saved-wishlist';
export { WishlistDrawer } from './wishlist/wishlist-drawer';
export { addToWishlist, useWishlistItems } from './wishlist/wishlist-store';
export type { WishlistItem } from './wishlist/wishlist-store';
