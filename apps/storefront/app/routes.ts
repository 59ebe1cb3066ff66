import { type RouteConfig, index, route } from '@react-router/dev/routes';

import { CONTENT_PAGE_NAMES } from '../server/content-page-names.js';

/** Footer pages the spec links to without defining a screen; each gets real content. */
export const CONTENT_PAGES = CONTENT_PAGE_NAMES;

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // Resource routes the browser calls; they speak to the back-office on its behalf.
  route('api/card-token', 'routes/api.card-token.ts'),
  route('api/cart-price', 'routes/api.cart-price.ts'),
  route('api/coupon', 'routes/api.coupon.ts'),
  route('api/locations', 'routes/api.locations.ts'),
  route('api/logout', 'routes/api.logout.ts'),
  route('api/newsletter', 'routes/api.newsletter.ts'),
  route('api/place-order', 'routes/api.place-order.ts'),
  route('api/download/:orderItemId', 'routes/api.download.ts'),
  route('api/order-items', 'routes/api.order-items.ts'),
  route('api/product-options', 'routes/api.product-options.ts'),
  route('api/product-review', 'routes/api.product-review.ts'),
  route('api/search-suggestions', 'routes/api.search-suggestions.ts'),
  route('api/wallet', 'routes/api.wallet.ts'),
  // Every screen exists at / and under /en/ or /ar/; the layout rejects any other first segment.
  route(':lang?', 'routes/language-layout.tsx', [
    index('routes/home.tsx'),
    route('all-products/:categoryId/:categoryName', 'routes/all-products.tsx'),
    route('product-detail/:productId/:category/:productName', 'routes/product-detail.tsx'),
    route('campaign/:campaignId/:campaignTitle', 'routes/campaign.tsx'),
    route('about', 'routes/about.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('refresh', 'routes/refresh.tsx'),
    route('update-profile', 'routes/update-profile.tsx'),
    route('become-seller', 'routes/become-seller.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    // The spec's footer link /contact is the Contact Us screen.
    route('contact', 'routes/contact-redirect.ts'),
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('orders-history', 'routes/orders-history.tsx'),
    // The links of newsletter mails: a page that asks, then a POST that acts.
    route('newsletter/confirm', 'routes/newsletter-link.tsx', { id: 'newsletter-confirm' }),
    route('newsletter/unsubscribe', 'routes/newsletter-link.tsx', { id: 'newsletter-unsubscribe' }),
    ...CONTENT_PAGES.map((page) => route(page, 'routes/content-page.tsx', { id: `content-${page}` })),
    route('*', 'routes/not-found.tsx', { id: 'language-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
