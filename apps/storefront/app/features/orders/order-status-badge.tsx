// Colours by status, so the state of an order reads at a glance (the text says it in words).
const badgeClasses: Record<string, string> = {
  active: 'bg-sand-100 text-earth-800',
  inprogress: 'bg-sand-200 text-earth-800',
  completed: 'bg-olive-100 text-olive-900',
  returned: 'bg-olive-50 text-olive-800 ring-1 ring-olive-200',
  refunded: 'bg-poppy-600/10 text-poppy-700',
};

/** An order's status, in the page's language. */
export function OrderStatusBadge({ statusName, text }: { statusName: string; text: string }) {
  const classes = badgeClasses[statusName.replace(/[\s_-]/g, '').toLowerCase()] ?? badgeClasses.active;
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${classes}`}>{text}</span>;
}
