/**
 * A chevron that points along the reading direction: "forward" is right in English and left in
 * Arabic, "back" the other way (breadcrumb steps, Previous and Next). Drawn pointing right and
 * mirrored with CSS, so the one icon follows the page's `dir`. Decorative: the text beside it speaks.
 */
export function DirectionChevron({ toward, className = 'size-4' }: { toward: 'forward' | 'back'; className?: string }) {
  const mirror = toward === 'forward' ? 'rtl:-scale-x-100' : '-scale-x-100 rtl:scale-x-100';
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-toward={toward}
      className={`shrink-0 fill-none stroke-current stroke-2 ${mirror} ${className}`}
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="M9 5l7 7-7 7" />
    </svg>
  );
}
