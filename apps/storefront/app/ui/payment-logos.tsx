import type { LayoutData } from '../lib/layout-data.server';

/**
 * Where the logos stand: in the footer, on its dark band under a heading of their own; on the
 * product page, in a white box whose list is named for screen readers.
 */
export type PaymentLogosLook = 'footer' | 'boxed';

const LOOKS = {
  footer: {
    Heading: 'h2',
    box: 'flex flex-wrap items-center justify-center gap-3',
    heading: 'text-sm font-semibold text-sand-100',
    list: 'flex flex-wrap justify-center gap-2',
    item: 'rounded-md bg-white p-1 shadow-sm',
    // The size of a card's face: wide enough for a wordmark, small enough for a row.
    logo: { width: 56, height: 36, className: 'h-9 w-14 object-contain' },
  },
  boxed: {
    Heading: 'p',
    box: 'rounded-md border border-sand-200 bg-white p-3',
    heading: 'text-sm font-semibold text-olive-900',
    list: 'mt-2 flex flex-wrap items-center gap-2',
    item: undefined,
    // Small wide badges.
    logo: { width: 64, height: 40, className: 'h-8 w-auto' },
  },
} as const satisfies Record<PaymentLogosLook, object>;

/** The accepted payment methods' logos (get-payment-methods), each named by its alt text; nothing without any. */
export function PaymentLogos({
  methods,
  heading,
  look = 'footer',
  listLabel,
}: {
  methods: LayoutData['paymentMethods'];
  heading: string;
  look?: PaymentLogosLook;
  /** The list's accessible name (the boxed look names it). */
  listLabel?: string;
}) {
  const shown = methods.filter((method) => method.imageUrl);
  if (shown.length === 0) return null;
  const { Heading, box, heading: headingClass, list, item, logo } = LOOKS[look];
  const footer = look === 'footer';
  return (
    <div className={box}>
      <Heading className={headingClass}>{heading}</Heading>
      <ul className={list} aria-label={listLabel}>
        {shown.map((method) => (
          <li key={method.imageUrl} className={item}>
            <img
              src={method.imageUrl}
              alt={method.name}
              title={footer ? method.name : undefined}
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding={footer ? 'async' : undefined}
              className={logo.className}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
