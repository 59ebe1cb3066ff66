import { useState } from 'react';

import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../../ui/placeholder-image';
import type { GalleryImage } from './product-view';

// Intrinsic sizes (square pictures); they reserve the space before the pictures arrive.
const MAIN_IMAGE_SIZE = 720;
const THUMBNAIL_SIZE = 96;

/**
 * The main picture and a row of thumbnails; a thumbnail is a button that shows its picture.
 * `images` is already narrowed to the chosen colour; the parent remounts the gallery (key) when
 * the colour changes, so the first of that colour's pictures shows.
 */
export function ProductGallery({ images, productName }: { images: readonly GalleryImage[]; productName: string }) {
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  const count = images.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-lg border border-sand-200 bg-white">
        <img
          src={main?.url ?? PLACEHOLDER_IMAGE}
          alt={productName}
          width={MAIN_IMAGE_SIZE}
          height={MAIN_IMAGE_SIZE}
          // The main picture is the page's largest content: fetch it first.
          fetchPriority="high"
          className="aspect-square w-full bg-sand-100 object-contain"
          onError={showPlaceholder}
        />
      </div>
      {count > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-pressed={index === shown}
                aria-label={`${productName} (${index + 1}/${count})`}
                className={`block overflow-hidden rounded-md border-2 bg-white ${
                  index === shown ? 'border-olive-700' : 'border-sand-200 hover:border-olive-400'
                }`}
              >
                <img
                  src={image.url}
                  alt=""
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  loading="lazy"
                  className="size-16 bg-sand-100 object-cover sm:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
