import type { SyntheticEvent } from 'react';

/** Shown when a product has no picture (spec section 8). */
export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

/** `onError` of a product picture: a picture that fails to load gives way to the placeholder, once. */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}
