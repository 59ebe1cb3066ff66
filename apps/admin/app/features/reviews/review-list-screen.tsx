// The moderation queue: searched, filtered, sorted and paged by the server through the URL; each
// review approved, hidden, restored or deleted from its row, the outcome announced and the list reloaded.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { AdminReview, AdminReviewPage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { buttonClass } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import type { ListQuery } from '../../ui/list-query';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { reviewMessages } from './messages';
import { approveReview, deleteReview, hideReview } from './review-api';
import { useReviewColumns } from './review-columns';
import { ReviewFilters } from './review-filters';
import { DONE_TEXT, type ReviewAction } from './review-view';

const CALLS: Record<ReviewAction, (id: number) => Promise<unknown>> = {
  approve: approveReview,
  restore: approveReview,
  hide: hideReview,
  delete: deleteReview,
};

export function ReviewListScreen({ query, page }: { query: ListQuery; page: AdminReviewPage }) {
  const { t } = useI18n();
  const m = useMessages(reviewMessages);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const noticeBox = useRef<HTMLDivElement>(null);
  /** The row and its focused button may be gone after an action: the notice takes the focus. */
  const noticeFocus = useRef(false);

  useEffect(() => {
    if (!noticeFocus.current || !notice) return;
    noticeFocus.current = false;
    noticeBox.current?.focus();
  }, [notice]);

  const onAction = useCallback(
    async (review: AdminReview, action: ReviewAction) => {
      setNotice(undefined);
      try {
        await CALLS[action](review.id);
        noticeFocus.current = true;
        setNotice({ tone: 'success', text: m(DONE_TEXT[action], { title: review.title }) });
        await revalidator.revalidate();
      } catch (error) {
        noticeFocus.current = true;
        setNotice({ tone: 'error', text: errorText(error, t) });
      }
    },
    [m, revalidator, t],
  );

  const columns = useReviewColumns(onAction);
  return (
    <>
      <PageHeader
        title={m('title')}
        intro={m('intro')}
        actions={
          query.filters.productId && (
            <Link to="?status=all" className={buttonClass('secondary')}>
              {m('showAllProducts')}
            </Link>
          )
        }
      />
      <ReviewFilters query={query} />
      <div ref={noticeBox} tabIndex={-1} className="mb-4 empty:hidden focus:outline-none">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
      <DataTable caption={m('title')} columns={columns} page={page} query={query} rowKey={(review) => review.id} />
    </>
  );
}
