import { Link } from 'react-router';

import { useLabels } from '../../../lib/labels/labels';
import { DirectionChevron } from '../../../ui/direction-chevron';
import { type ListPlace, pageHref } from './list-links';
import { pageCount, paginationWindow } from './pagination';

const ITEM = 'grid h-9 min-w-9 place-items-center rounded-md px-2 text-sm font-medium';

/**
 * Page links under the list (spec section 9): 5 page numbers around the current one, with the
 * Prev and Next words; the current page is marked for screen readers. Hidden when all fits on one page.
 */
export function ListPagination({ place, total, labelledBy }: { place: ListPlace; total: number; labelledBy: string }) {
  const labels = useLabels('AllProducts');
  const pages = pageCount(total, place.query.pageSize);
  const current = Math.min(place.query.page, pages);
  if (pages <= 1) return null;
  // Previous and Next keep their arrow when there is no page that way, so the row does not shift.
  const edge = (page: number, text: string, toward: 'back' | 'forward', enabled: boolean) => {
    const content = (
      <span className="flex items-center gap-1">
        {toward === 'back' ? <DirectionChevron toward="back" /> : null}
        {text}
        {toward === 'forward' ? <DirectionChevron toward="forward" /> : null}
      </span>
    );
    return enabled ? (
      <Link
        to={pageHref(place, page)}
        rel={toward === 'back' ? 'prev' : 'next'}
        className={`${ITEM} text-olive-800 hover:bg-sand-100`}
      >
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${ITEM} text-olive-600`}>
        {content}
      </span>
    );
  };

  return (
    <nav aria-labelledby={labelledBy} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(current - 1, labels.lbl_all_products_prev, 'back', current > 1)}</li>
        {paginationWindow(current, pages).map((page) => (
          <li key={page}>
            <Link
              to={pageHref(place, page)}
              aria-current={page === current ? 'page' : undefined}
              className={`${ITEM} ${page === current ? 'bg-olive-700 text-white' : 'text-olive-800 hover:bg-sand-100'}`}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>{edge(current + 1, labels.lbl_all_products_next, 'forward', current < pages)}</li>
      </ul>
    </nav>
  );
}
