// The sales of the last 30 days as bars (recharts), loaded only with the dashboard. The bars are a
// picture for sighted members; the same figures are a table for everyone (and screen readers).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CurrencySales } from '@shop/contract';
import { useI18n } from '../../i18n/i18n';
import { formatCents } from '../../ui/money';

export default function SalesChart({ sales }: { sales: CurrencySales }) {
  const { dir, locale } = useI18n();
  const rtl = dir === 'rtl';
  const day = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const money = (cents: number) => formatCents(cents, locale, sales.currency);
  return (
    <div aria-hidden="true" className="h-56 w-full" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={sales.daily} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
          {/* In Arabic time runs from right to left, as the text does. */}
          <XAxis dataKey="date" tickFormatter={day} reversed={rtl} tick={{ fontSize: 11 }} minTickGap={16} />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={money}
            width={72}
            tick={{ fontSize: 11 }}
            allowDecimals={false}
          />
          <Tooltip formatter={(value) => money(Number(value))} labelFormatter={(label) => day(String(label))} />
          <Bar dataKey="total" fill="#047857" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
