// One seller request: the applicant's details, the decision (who, when, why) once made, and while
// it waits, approving it (after a warning of what is made) or rejecting it with a reason. A request
// decided meanwhile by someone else (409) is reloaded and shown as it stands.
import { useEffect, useRef, useState } from 'react';
import type { AdminSellerRequest, RejectSellerRequestBody } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Fact, Facts, SectionCard } from '../../ui/section-card';
import { BackToSellerRequests } from './back-to-seller-requests';
import { sellerMessages } from './messages';
import { RejectForm } from './reject-form';
import { approveSellerRequest, loadSellerRequest, rejectSellerRequest } from './seller-request-api';
import { applicantName, formatMoment, isolated } from './seller-request-view';
import { SellerStatusBadge } from './seller-status-badge';
import { VendorNameForm } from './vendor-name-form';

export function SellerRequestScreen({ request: loaded }: { request: AdminSellerRequest }) {
  const { t, locale } = useI18n();
  const m = useMessages(sellerMessages);
  const [request, setRequest] = useState(loaded);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const noticeBox = useRef<HTMLDivElement>(null);
  const name = applicantName(request);
  const notGiven = <span className="text-stone-600">{m('notGiven')}</span>;
  const text = (value: string | null) => (value ? <span dir="auto">{value}</span> : notGiven);

  // The buttons are gone once the request is decided: the outcome takes the focus.
  useEffect(() => {
    if (notice) noticeBox.current?.focus();
  }, [notice]);

  const decide = async (call: () => Promise<AdminSellerRequest>, done: 'approved' | 'rejected') => {
    setNotice(undefined);
    setBusy(true);
    try {
      setRequest(await call());
      setNotice({ tone: 'success', text: m(done, { name }) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SELLER_REQUEST_DECIDED') {
        setRequest(await loadSellerRequest(request.id).catch(() => request));
        setNotice({ tone: 'error', text: m('alreadyDecided') });
      } else {
        setNotice({ tone: 'error', text: errorText(error, t) });
      }
    } finally {
      setBusy(false);
    }
  };

  const reject = (body: RejectSellerRequestBody) => decide(() => rejectSellerRequest(request.id, body), 'rejected');

  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <BackToSellerRequests />
        <PageHeader title={name} intro={m('requestTitle')} actions={<SellerStatusBadge status={request.status} />} />
      </div>
      <div ref={noticeBox} tabIndex={-1} className="empty:hidden focus:outline-none">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
      <SectionCard title={m('applicant')}>
        <Facts>
          <Fact term={m('email')}>
            <a
              href={`mailto:${request.email}`}
              dir="ltr"
              className="break-all text-emerald-800 underline focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {request.email}
            </a>
          </Fact>
          <Fact term={m('phone')}>{request.mobileNo ? <bdi dir="ltr">{request.mobileNo}</bdi> : notGiven}</Fact>
          <Fact term={m('address')}>{text(request.addressLineOne)}</Fact>
          <Fact term={m('city')}>{text(request.city)}</Fact>
          <Fact term={m('state')}>{text(request.state)}</Fact>
          <Fact term={m('country')}>{text(request.country)}</Fact>
          <Fact term={m('postalCode')}>
            {request.postalCode ? <bdi dir="ltr">{request.postalCode}</bdi> : notGiven}
          </Fact>
          <Fact term={m('language')}>{m(request.language === 'ar' ? 'arabic' : 'english')}</Fact>
          <Fact term={m('filed')}>
            <time dateTime={request.createdAt}>{formatMoment(request.createdAt, locale)}</time>
          </Fact>
        </Facts>
      </SectionCard>
      <SectionCard title={m('decision')}>
        {request.status === 'pending' ? (
          <div className="space-y-6">
            <p className="text-sm text-stone-700">{m('notDecided')}</p>
            <ConfirmDialog
              trigger={<Button disabled={busy}>{m('approve')}</Button>}
              title={m('approveTitle', { name })}
              description={m('approveDescription', { email: isolated(request.email) })}
              confirmLabel={m('approve')}
              onConfirm={() => void decide(() => approveSellerRequest(request.id), 'approved')}
            />
            <div className="border-t border-stone-100 pt-4">
              <RejectForm disabled={busy} onReject={reject} />
            </div>
          </div>
        ) : (
          <Facts>
            <Fact term={m('status')}>
              <SellerStatusBadge status={request.status} />
            </Fact>
            <Fact term={m('decidedBy')}>
              {request.decidedBy ? <span dir="auto">{request.decidedBy.name}</span> : m('formerMember')}
            </Fact>
            {request.decidedAt && (
              <Fact term={m('decidedAt')}>
                <time dateTime={request.decidedAt}>{formatMoment(request.decidedAt, locale)}</time>
              </Fact>
            )}
            {request.rejectionReason && (
              <Fact term={m('reason')}>
                <span dir="auto" className="whitespace-pre-wrap">
                  {request.rejectionReason}
                </span>
              </Fact>
            )}
            {request.vendorId !== null && (
              <Fact term={m('vendor')}>{m('vendorNumber', { id: request.vendorId.toLocaleString(locale) })}</Fact>
            )}
          </Facts>
        )}
        {request.vendorId !== null && request.vendorName !== null && (
          <div className="mt-6 border-t border-stone-100 pt-4">
            <VendorNameForm
              vendorId={request.vendorId}
              name={request.vendorName}
              onSaved={(vendor) => setRequest((current) => ({ ...current, vendorName: vendor.name }))}
            />
          </div>
        )}
      </SectionCard>
    </div>
  );
}
