/** A 16-pixel line icon of a content page (a link's arrow, a question's chevron); decorative. */
export function SmallIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}
