// Intrinsic size of campaign cover pictures (wide).
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 500;

/**
 * A campaign's cover picture, decorative (its titles say what it is); nothing when it has none.
 * `first`: the top of the campaign's own page, fetched first; elsewhere the picture waits until it
 * is near the screen.
 */
export function CampaignCover({
  url,
  first = false,
  className,
}: {
  url: string | undefined;
  first?: boolean;
  className: string;
}) {
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      {...(first ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      className={className}
    />
  );
}
