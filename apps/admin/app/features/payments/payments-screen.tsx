// Payment reconciliation: run it (the result announced), and the last run — when, by whom, how many
// payments were checked — with its findings.
import { useState } from 'react';
import type { AdminReconciliation } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Fact, Facts, SectionCard } from '../../ui/section-card';
import { paymentMessages } from './messages';
import { runReconciliation } from './payment-api';
import { formatMoment, runSummary } from './payment-view';
import { ReconcileFindings } from './reconcile-findings';

function LastRun({ run }: { run: AdminReconciliation }) {
  const { locale } = useI18n();
  const m = useMessages(paymentMessages);
  return (
    <>
      <Facts>
        <Fact term={m('ranAt')}>
          <time dateTime={run.ranAt}>{formatMoment(run.ranAt, locale)}</time>
        </Fact>
        <Fact term={m('ranBy')}>
          <bdi dir="ltr">{run.ranBy}</bdi>
        </Fact>
        <Fact term={m('checked')}>
          <span className="tabular-nums">{run.checked.toLocaleString(locale)}</span>
        </Fact>
        <Fact term={m('since')}>
          <time dateTime={run.since}>{formatMoment(run.since, locale)}</time>
        </Fact>
      </Facts>
      {run.provider === null && <p className="mt-3 text-xs text-stone-600">{m('sandboxNote')}</p>}
    </>
  );
}

export function PaymentsScreen({ last: loaded }: { last: AdminReconciliation | null }) {
  const { locale, t } = useI18n();
  const m = useMessages(paymentMessages);
  const [last, setLast] = useState(loaded);
  const [running, setRunning] = useState(false);
  // The finished run's summary, told in the admin's language as it is now.
  const [summary, setSummary] = useState<ReturnType<typeof runSummary>>();
  const [failure, setFailure] = useState<unknown>();

  const run = async () => {
    setRunning(true);
    setSummary(undefined);
    setFailure(undefined);
    try {
      const done = await runReconciliation();
      setLast(done);
      setSummary(runSummary(done));
    } catch (error) {
      setFailure(error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <PageHeader
          title={m('title')}
          intro={m('intro')}
          actions={
            <Button disabled={running} aria-busy={running} onClick={() => void run()}>
              {running ? m('running') : m('run')}
            </Button>
          }
        />
        {/* Always present (and shown), so the result is announced when it appears in it. */}
        <div role="status">
          {summary && (
            <p className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
              {m(
                summary.key,
                Object.fromEntries(Object.entries(summary.values).map(([name, n]) => [name, n.toLocaleString(locale)])),
              )}
            </p>
          )}
        </div>
        {failure !== undefined && (
          <Notice tone="error">
            {failure instanceof ApiError && failure.code === 'RECONCILIATION_PROVIDER_FAILED'
              ? m('providerDown')
              : errorText(failure, t)}
          </Notice>
        )}
      </div>
      <SectionCard title={m('lastRun')}>
        {last ? <LastRun run={last} /> : <p className="text-sm text-stone-600">{m('notRunYet')}</p>}
      </SectionCard>
      {last && (
        <SectionCard title={m('findings')}>
          <ReconcileFindings findings={last.findings} />
        </SectionCard>
      )}
    </div>
  );
}
