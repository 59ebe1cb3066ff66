import type { GalleryImage } from './product-view';

/**
 * The pictures the gallery shows for a chosen colour (spec section 4): that colour's own pictures
 * first, then those that show every colour (no ColorID). Without a chosen colour, or when nothing
 * would be left, every picture shows.
 */
export function imagesForColor(images: readonly GalleryImage[], colorId: number | undefined): readonly GalleryImage[] {
  if (colorId === undefined) return images;
  const own = images.filter((image) => image.colorId === colorId);
  const shared = images.filter((image) => image.colorId === null);
  const narrowed = [...own, ...shared];
  return narrowed.length > 0 ? narrowed : images;
}
