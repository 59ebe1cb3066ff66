import { ScreenLabels } from '@shop/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';

import { type ListPlace, defaultSortOf } from './list-links';
import { ListPagination } from './list-pagination';
import { parseProductQuery } from './product-query';

const ALL = '/ar/all-products/0/all-categories';

function placeAt(search: string): ListPlace {
  return {
    kind: 'all',
    query: parseProductQuery(new URLSearchParams(search), defaultSortOf('all')),
    path: ALL,
    allCategoriesPath: ALL,
    pathCategoryId: 0,
  };
}

/** The pagination as the server renders it on an Arabic list page (with the English labels, for short words). */
function renderPagination(search: string, total: number) {
  const Stub = createRoutesStub([
    {
      id: 'list',
      path: ALL,
      loader: () => null,
      Component: () => <ListPagination place={placeAt(search)} total={total} labelledBy="shown" />,
    },
  ]);
  const loaderData = { list: { labels: { AllProducts: ScreenLabels.AllProducts } } };
  return renderToStaticMarkup(<Stub initialEntries={[`${ALL}${search}`]} hydrationData={{ loaderData }} />);
}

/** The markup of the list item holding `word` (Prev or Next). */
const itemOf = (html: string, word: string) =>
  html.split('<li>').find((item) => item.includes(`${word}<`) || item.includes(`>${word}`))!;

describe('the list pagination', () => {
  test('on the first page, Prev is disabled but keeps its back arrow; Next links on with a forward arrow', () => {
    const html = renderPagination('', 30);
    const previous = itemOf(html, 'Prev');
    const next = itemOf(html, 'Next');

    expect(previous).toMatch(/^<span aria-disabled="true"/);
    expect(previous).toContain('data-toward="back"');
    expect(next).toContain(`href="${ALL}?PageNo=2"`);
    expect(next).toContain('rel="next"');
    expect(next).toContain('data-toward="forward"');
    // The back arrow comes before the word, the forward arrow after it (start and end of the row).
    expect(previous.indexOf('<svg')).toBeLessThan(previous.indexOf('Prev'));
    expect(next.indexOf('<svg')).toBeGreaterThan(next.indexOf('Next'));
  });

  test('on the last page, Next is disabled with its arrow and the current page is marked', () => {
    const html = renderPagination('?PageNo=4', 30);

    expect(itemOf(html, 'Next')).toMatch(/^<span aria-disabled="true"/);
    expect(itemOf(html, 'Next')).toContain('data-toward="forward"');
    expect(itemOf(html, 'Prev')).toContain('rel="prev"');
    expect(html).toMatch(/<a aria-current="page"[^>]*>4<\/a>/);
  });

  test('is not shown when the list fits on one page', () => {
    expect(renderPagination('', 9)).toBe('');
  });
});
