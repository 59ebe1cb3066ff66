// CSV import: the chosen file is first checked (a dry run reporting each line's create, update or
// errors); "Apply" then sends the same text for real.
import { useId, useState } from 'react';
import type { ProductImportReport } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { ScrollTable } from '../../ui/scroll-table';
import { productMessages } from './messages';
import { importProducts } from './products-api';

const showValue = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

export function ProductImport({ onApplied }: { onApplied: () => void }) {
  const { t, locale } = useI18n();
  const tm = useMessages(productMessages);
  const fileId = useId();
  const headingId = useId();
  const [csv, setCsv] = useState<string>();
  const [report, setReport] = useState<ProductImportReport>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  const count = (n: number) => n.toLocaleString(locale);

  const run = async (dryRun: boolean) => {
    if (csv === undefined) return;
    setBusy(true);
    setNotice(undefined);
    try {
      const answer = await importProducts(csv, dryRun);
      setReport(answer);
      if (answer.applied) {
        setNotice({
          tone: 'success',
          text: tm('importApplied', { creates: count(answer.creates), updates: count(answer.updates) }),
        });
        setCsv(undefined);
        onApplied();
      }
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {tm('importTitle')}
      </h2>
      <p className="max-w-prose text-sm text-stone-600">{tm('importIntro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-medium text-stone-800">
            {tm('importFile')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="block max-w-full text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0];
              setReport(undefined);
              setNotice(undefined);
              if (file) void file.text().then(setCsv);
              else setCsv(undefined);
            }}
          />
        </div>
        <Button variant="secondary" disabled={csv === undefined || busy} onClick={() => void run(true)}>
          {tm('checkImport')}
        </Button>
        {report && !report.applied && (
          <Button disabled={busy || report.errors > 0 || csv === undefined} onClick={() => void run(false)}>
            {tm('applyImport')}
          </Button>
        )}
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {report && !report.applied && (
        <>
          <p role="status" className="text-sm">
            {tm('importSummary', {
              creates: count(report.creates),
              updates: count(report.updates),
              unchanged: count(report.unchanged),
              errors: count(report.errors),
            })}
          </p>
          {report.errors > 0 && <p className="text-sm text-red-700">{tm('importHasErrors')}</p>}
          <ScrollTable label={tm('importTitle')} columns={[tm('line'), tm('action'), tm('details')]}>
            {report.lines.map((line) => (
              <tr key={line.line} className="border-t border-stone-100 align-top">
                <td className="px-3 py-2">{count(line.line)}</td>
                <td className={`px-3 py-2 ${line.action === 'error' ? 'font-semibold text-red-700' : ''}`}>
                  {tm(`action.${line.action}`)}
                </td>
                <td className="px-3 py-2" dir="ltr">
                  {line.errors.length > 0 ? (
                    <ul className="list-disc ps-5 text-red-700">
                      {line.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  ) : (
                    <ul>
                      {Object.entries(line.changes).map(([field, change]) => (
                        <li key={field}>
                          {field}: {showValue(change.before)} → {showValue(change.after)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </ScrollTable>
        </>
      )}
    </section>
  );
}
