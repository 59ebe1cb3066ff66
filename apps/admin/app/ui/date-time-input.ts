// Between the API's moments (ISO 8601 in UTC) and <input type="datetime-local">, whose value is a
// wall-clock time with no zone: staff type times in their own time zone, the API keeps UTC.

const pad = (n: number) => String(n).padStart(2, '0');

/** The value of a datetime-local input showing `iso` in this browser's time zone; '' for none. */
export function dateTimeInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return (
    `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}` +
    `T${pad(moment.getHours())}:${pad(moment.getMinutes())}`
  );
}

/**
 * The ISO moment (UTC) of a datetime-local input's value, read in this browser's time zone; null for
 * an empty input; the text itself when it is not a moment, so the schema names the field.
 */
export function isoOfDateTimeInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  // A date and time without an offset is read as local time (ECMAScript's Date Time String Format).
  const moment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text) ? new Date(text) : undefined;
  return moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : text;
}

/** This browser's time zone, e.g. "Asia/Hebron", to say in which zone times are typed. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
