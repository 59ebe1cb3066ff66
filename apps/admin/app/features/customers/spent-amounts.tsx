import type { CurrencyAmount } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { customerMessages } from './messages';
import { spentTexts } from './customer-view';

/** What a customer spent, one line per currency (amounts in different currencies are not added). */
export function SpentAmounts({ amounts }: { amounts: readonly CurrencyAmount[] }) {
  const { locale } = useI18n();
  const m = useMessages(customerMessages);
  const texts = spentTexts(amounts, locale);
  if (texts.length === 0) return <span className="text-stone-600">{m('nothingSpent')}</span>;
  return (
    <span className="flex flex-col">
      {texts.map((text) => (
        <span key={text} className="whitespace-nowrap tabular-nums">
          {text}
        </span>
      ))}
    </span>
  );
}
