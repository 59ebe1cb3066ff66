// The coupons: searched, filtered, sorted and paged by the server through the URL; deleted, or,
// once orders used one, turned off instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { AdminCoupon, AdminCouponPage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Button, buttonClass } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import type { ListQuery } from '../../ui/list-query';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { deleteCoupon, loadCoupon, updateCoupon } from './coupon-api';
import { useCouponColumns } from './coupon-columns';
import { CouponFilters } from './coupon-filters';
import { couponMessages } from './messages';

interface ListNotice {
  tone: 'success' | 'error';
  text: string;
  /** A coupon that could not be deleted and may be turned off instead. */
  deactivate?: AdminCoupon;
}

export function CouponListScreen({
  query,
  page,
  loadedAt,
}: {
  query: ListQuery;
  page: AdminCouponPage;
  /** When the page was loaded: each coupon's status is told as of then. */
  loadedAt: number;
}) {
  const { t, locale } = useI18n();
  const m = useMessages(couponMessages);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<ListNotice>();
  const noticeBox = useRef<HTMLDivElement>(null);
  /** Whether the next notice takes the focus (the row, and the button that was focused, may be gone). */
  const noticeFocus = useRef(false);

  const showNotice = useCallback((next: ListNotice) => {
    noticeFocus.current = true;
    setNotice(next);
  }, []);

  useEffect(() => {
    if (!noticeFocus.current || !notice) return;
    noticeFocus.current = false;
    noticeBox.current?.focus();
  }, [notice]);

  const onDelete = useCallback(
    async (coupon: AdminCoupon) => {
      setNotice(undefined);
      try {
        await deleteCoupon(coupon.id);
        showNotice({ tone: 'success', text: m('deleted', { code: coupon.code }) });
        await revalidator.revalidate();
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'COUPON_USED')) {
          showNotice({ tone: 'error', text: errorText(error, t) });
          return;
        }
        // The counts as they are now say why, in the member's language.
        const current = await loadCoupon(coupon.id).catch(() => coupon);
        const orders = Math.max(current.timesUsed, current.redemptions, 1);
        showNotice({
          tone: 'error',
          text: m('usedCannotDelete', { code: current.code, count: orders.toLocaleString(locale) }),
          deactivate: current.isActive ? current : undefined,
        });
      }
    },
    [locale, m, revalidator, showNotice, t],
  );

  const deactivate = async (coupon: AdminCoupon) => {
    try {
      await updateCoupon(coupon.id, { isActive: false });
      showNotice({ tone: 'success', text: m('deactivated', { code: coupon.code }) });
      await revalidator.revalidate();
    } catch (error) {
      showNotice({ tone: 'error', text: errorText(error, t) });
    }
  };

  const columns = useCouponColumns(onDelete, loadedAt);
  return (
    <>
      <PageHeader
        title={m('title')}
        intro={m('intro')}
        actions={
          <Link to="/coupons/new" className={buttonClass()}>
            {m('add')}
          </Link>
        }
      />
      <CouponFilters key={`${query.q}|${query.filters.active ?? ''}|${query.filters.expired ?? ''}`} query={query} />
      <div ref={noticeBox} tabIndex={-1} className="mb-4 empty:hidden focus:outline-none">
        {notice && (
          <Notice tone={notice.tone}>
            <p>{notice.text}</p>
            {notice.deactivate && (
              <Button variant="secondary" className="mt-3" onClick={() => void deactivate(notice.deactivate!)}>
                {m('deactivateInstead')}
              </Button>
            )}
          </Notice>
        )}
      </div>
      <DataTable caption={m('title')} columns={columns} page={page} query={query} rowKey={(coupon) => coupon.id} />
    </>
  );
}
