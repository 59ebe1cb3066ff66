const MEDIA_PREFIX = '/media/';
const ABSOLUTE_URL = /^(https?:)?\/\//i;

/**
 * Where the browser loads a back-office file from. Rows carry paths relative to the back-office
 * (`/media/products/x.svg` or `products/x.svg`); the storefront serves them from its own origin
 * under /media/, proxied to the back-office, so the browser never needs the back-office's address.
 * Absolute URLs (an external image host) are left as they are.
 */
export function mediaUrl(path: string | null | undefined): string | undefined {
  const trimmed = path?.trim();
  if (!trimmed) return undefined;
  if (ABSOLUTE_URL.test(trimmed)) return trimmed;
  const relative = trimmed.replace(/^(\.?\/)+/, '');
  return relative.startsWith(MEDIA_PREFIX.slice(1)) ? `/${relative}` : `${MEDIA_PREFIX}${relative}`;
}
