// A strip of cross-stitch diamonds, the motif of Palestinian tatreez, drawn as a repeating SVG.
const STITCH_PATTERN =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='24' height='12' viewBox='0 0 24 12'%3E%3Cpath d='M12 1l5 5-5 5-5-5z' fill='%23b3121f'/%3E%3Cpath d='M12 4l2 2-2 2-2-2z' fill='%23fbf8f1'/%3E%3Cpath d='M0 5h3v2H0zM21 5h3v2h-3z' fill='%234a5627'/%3E%3C/svg%3E\")";

/** Decoration only: hidden from assistive technology. */
export function TatreezBand({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`h-3 w-full bg-repeat-x ${className}`}
      style={{ backgroundImage: STITCH_PATTERN }}
    />
  );
}
