import type { LayoutData } from '../lib/layout-data.server';

// Logos are drawn at the size of a card's face: wide enough for a wordmark, small enough for a row.
const LOGO_WIDTH = 56;
const LOGO_HEIGHT = 36;

/** The accepted payment methods' logos (get-payment-methods), each named by its alt text. */
export function PaymentLogos({ methods, heading }: { methods: LayoutData['paymentMethods']; heading: string }) {
  const shown = methods.filter((method) => method.imageUrl);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <h2 className="text-sm font-semibold text-sand-100">{heading}</h2>
      <ul className="flex flex-wrap justify-center gap-2">
        {shown.map((method) => (
          <li key={method.imageUrl} className="rounded-md bg-white p-1 shadow-sm">
            <img
              src={method.imageUrl}
              alt={method.name}
              title={method.name}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
              loading="lazy"
              decoding="async"
              className="h-9 w-14 object-contain"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
