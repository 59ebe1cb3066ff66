// The queue's columns: the product, the stars, the review's title and text, its author, when it was
// written, where it stands and what a moderator can do to it.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ReviewRating, type AdminReview } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { reviewMessages } from './messages';
import { productName, reviewActions, STATUS_TEXT, starsOf, type ReviewAction } from './review-view';

const column = createColumnHelper<AdminReview>();

const STATUS_TONES: Record<AdminReview['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  visible: 'bg-emerald-100 text-emerald-900',
  hidden: 'bg-stone-200 text-stone-800',
};
const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

export function useReviewColumns(onAction: (review: AdminReview, action: ReviewAction) => Promise<void>) {
  const { t, locale, language } = useI18n();
  const m = useMessages(reviewMessages);
  return useMemo(() => {
    const count = (n: number) => n.toLocaleString(locale);
    return [
      column.display({
        id: 'product',
        header: m('product'),
        cell: (info) => {
          const review = info.row.original;
          const name = productName(review, language);
          return (
            <Link
              to={`?status=all&productId=${review.product.id}`}
              aria-label={m('onlyProduct', { product: name })}
              dir="auto"
              className="block max-w-48 font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {name}
            </Link>
          );
        },
      }),
      column.accessor('rating', {
        header: m('rating'),
        cell: (info) => (
          <span className="whitespace-nowrap">
            <span aria-hidden="true" className="text-amber-700">
              {starsOf(info.getValue())}
            </span>
            <span className="sr-only">
              {m('ratingOf', { rating: count(info.getValue()), max: count(ReviewRating.max) })}
            </span>
          </span>
        ),
      }),
      column.display({
        id: 'review',
        header: m('review'),
        cell: (info) => (
          <div className="max-w-xs min-w-48">
            <p dir="auto" className="line-clamp-1 font-semibold text-stone-900">
              {info.row.original.title}
            </p>
            <p dir="auto" className="line-clamp-3 text-stone-700">
              {info.row.original.body}
            </p>
          </div>
        ),
      }),
      column.display({
        id: 'author',
        header: m('author'),
        cell: (info) => (
          <span className="flex flex-col">
            <span dir="auto">{info.row.original.reviewerName}</span>
            <span dir="ltr" className="text-start text-xs text-stone-600">
              {info.row.original.reviewerEmail}
            </span>
          </span>
        ),
      }),
      column.accessor('createdAt', {
        header: m('written'),
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {new Date(info.getValue()).toLocaleDateString(locale, { dateStyle: 'medium' })}
          </time>
        ),
      }),
      column.accessor('status', {
        header: m('status'),
        enableSorting: false,
        cell: (info) => (
          <span className="flex flex-col items-start gap-1">
            <span className={`${badge} ${STATUS_TONES[info.getValue()]}`}>{m(STATUS_TEXT[info.getValue()])}</span>
            {info.row.original.moderatedBy && (
              <span dir="auto" className="text-xs text-stone-600">
                {m('moderatedBy', { name: info.row.original.moderatedBy })}
              </span>
            )}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('app.actions'),
        cell: (info) => {
          const review = info.row.original;
          const title = review.title;
          return (
            <span className="flex gap-2">
              {reviewActions(review.status).map((action) =>
                action === 'delete' ? (
                  <ConfirmDialog
                    key={action}
                    trigger={
                      <Button variant="ghost" aria-label={m('deleteNamed', { title })}>
                        {t('app.delete')}
                      </Button>
                    }
                    title={m('deleteTitle')}
                    description={m('deleteDescription', { title, author: review.reviewerName })}
                    confirmLabel={t('app.delete')}
                    onConfirm={() => void onAction(review, action)}
                  />
                ) : (
                  <Button
                    key={action}
                    variant="secondary"
                    aria-label={m(`${action}Named`, { title })}
                    onClick={() => void onAction(review, action)}
                  >
                    {m(action)}
                  </Button>
                ),
              )}
            </span>
          );
        },
      }),
    ] as ColumnDef<AdminReview, unknown>[];
  }, [t, m, locale, language, onAction]);
}
