import type { AuditEntry } from '@shop/contract';
import { useI18n } from '../../i18n/i18n';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The fields an entry changed, each with its value before and after. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <details>
      <summary className="cursor-pointer text-emerald-800">{t('audit.showChanges')}</summary>
      <dl className="mt-2 space-y-1">
        {fields.map((field) => (
          <div key={field} className="grid grid-cols-[auto_1fr] gap-x-2">
            <dt className="font-mono text-xs font-semibold">{field}</dt>
            <dd className="font-mono text-xs break-all" dir="ltr">
              {entry.before && field in entry.before && (
                <span className="text-red-800">
                  <span className="sr-only">{t('audit.before')}: </span>
                  {show(entry.before[field])}
                </span>
              )}
              {entry.before && field in entry.before && entry.after && field in entry.after && (
                <span aria-hidden="true"> → </span>
              )}
              {entry.after && field in entry.after && (
                <span className="text-emerald-800">
                  <span className="sr-only">{t('audit.after')}: </span>
                  {show(entry.after[field])}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
