import type { LayoutData } from '../../../lib/layout-data.server';

// Intrinsic size of a logo; the pictures are small wide badges.
const LOGO_WIDTH = 64;
const LOGO_HEIGHT = 40;

/** The shop's payment method logos (from the layout's get-payment-methods). */
export function PaymentLogos({
  heading,
  acceptLabel,
  methods,
}: {
  heading: string;
  acceptLabel: string;
  methods: LayoutData['paymentMethods'];
}) {
  const shown = methods.filter((method) => method.imageUrl);
  if (shown.length === 0) return null;
  return (
    <div className="rounded-md border border-sand-200 bg-white p-3">
      <p className="text-sm font-semibold text-olive-900">{heading}</p>
      <ul className="mt-2 flex flex-wrap items-center gap-2" aria-label={acceptLabel}>
        {shown.map((method) => (
          <li key={method.imageUrl}>
            <img
              src={method.imageUrl}
              alt={method.name}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
              loading="lazy"
              className="h-8 w-auto"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
