// The footer pages the spec links to without defining a screen: app/routes.ts serves each at
// /{lang}/{name}, the content feature writes them (app/features/content/pages), and the metrics
// (server/metrics.js) count their requests by name. Plain JavaScript, so the Node server reads it
// as it is and the app's build takes it in.
export const CONTENT_PAGE_NAMES = /** @type {const} */ ([
  'vision',
  'shipping',
  'returns',
  'privacy',
  'terms',
  'help',
  'donate',
  'account',
  'wishlist',
]);
