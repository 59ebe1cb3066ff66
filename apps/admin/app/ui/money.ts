// Amounts of money in the admin: the API keeps them as whole cents; staff read them formatted in
// their language and type them as decimals ("5", "5.5", "1,250.00", or in Arabic-Indic digits).

const DIGIT_SETS = ['٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'];

/** The text with Arabic-Indic (and Persian) digits and separators written the Western way. */
export function westernDigits(text: string): string {
  return [...text]
    .map((char) => {
      for (const digits of DIGIT_SETS) {
        const digit = digits.indexOf(char);
        if (digit >= 0) return String(digit);
      }
      if (char === '٫') return '.';
      if (char === '٬') return ',';
      return char;
    })
    .join('');
}

/** Cents shown as money in `locale`: "$5.00", or "٥٫٠٠ US$" in Arabic. */
export function formatCents(cents: number, locale: string, currency = 'USD'): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(cents / 100);
  // A Latin symbol ("US$") in right-to-left text would be drawn as "$US": isolated, it stays whole.
  return parts
    .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2068${part.value}\u2069` : part.value))
    .join('');
}

/** Cents as the text of an amount input: "5.00" (Western digits, no grouping). */
export function amountText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(Math.abs(cents % 100)).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** The cents of a typed amount, or undefined when it is not one (at most two decimals, never negative). */
export function centsOf(text: string): number | undefined {
  const typed = westernDigits(text).trim();
  // A comma only groups thousands ("1,250.00"): "5,50" is refused rather than read as 550.
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/.test(typed)) return undefined;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(typed.replaceAll(',', ''));
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}
