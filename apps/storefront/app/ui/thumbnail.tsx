import { PLACEHOLDER_IMAGE, showPlaceholder } from './placeholder-image';

/**
 * The small square picture beside a line (cart, wish list, order): the placeholder when there is
 * none; with `fallback`, also when the picture fails to load.
 */
export function Thumbnail({
  src,
  size,
  className,
  fallback = false,
}: {
  src: string | null | undefined;
  /** Intrinsic width and height in pixels, reserving the space before the picture arrives. */
  size: number;
  className: string;
  fallback?: boolean;
}) {
  return (
    <img
      src={src ?? PLACEHOLDER_IMAGE}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={fallback ? showPlaceholder : undefined}
      className={className}
    />
  );
}
