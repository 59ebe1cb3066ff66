// Every status change and action on the order, oldest first, each with who did it and when.
import type { AdminOrderDetail } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { orderMessages } from './messages';
import { SectionCard } from '../../ui/section-card';
import { OrderStatusBadge } from './order-status-badge';
import { actorText, eventNote, eventText, formatMoment } from './order-view';

export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  const { locale } = useI18n();
  const m = useMessages(orderMessages);
  return (
    <SectionCard title={m('timelineTitle')}>
      <ol className="space-y-3 border-s-2 border-stone-200 ps-4">
        {order.timeline.map((event, index) => {
          const text = eventText(event);
          const who = actorText(event.actor);
          const note = eventNote(event);
          return (
            <li key={`${event.at}-${index}`} className="relative text-sm">
              <span
                aria-hidden="true"
                className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-emerald-700"
              />
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-stone-900">{m(text.key, { status: m(text.status) })}</span>
                <OrderStatusBadge status={event.status} />
              </p>
              <p className="text-stone-600">
                <time dateTime={event.at}>{formatMoment(event.at, locale)}</time>
                {' · '}
                {'key' in who ? (
                  m('by', { who: m(who.key) })
                ) : (
                  <>
                    {m('by', { who: '' })}
                    <bdi dir="ltr">{who.name}</bdi>
                  </>
                )}
              </p>
              {note && (
                <p dir="auto" className="text-start whitespace-pre-wrap text-stone-800">
                  {note}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
