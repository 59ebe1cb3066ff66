import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';

import { Breadcrumb } from './breadcrumb';
import { DirectionChevron } from './direction-chevron';

/** The markup the server sends for `element` on a page at `url` (the language comes from the path). */
function renderAt(url: string, element: ReactNode) {
  const Stub = createRoutesStub([{ path: url, Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('the breadcrumb', () => {
  test('is an ordered list in a named navigation landmark, the current page marked and not a link', () => {
    const html = renderAt(
      '/ar/products/7/kufiya',
      <Breadcrumb
        steps={[
          { label: 'الرئيسية', to: '/ar/' },
          { label: 'المتجر', to: '/ar/all-products/0/all-categories' },
        ]}
        current={<bdi>كوفية</bdi>}
      />,
    );

    expect(html).toMatch(/^<nav aria-label="مسار التنقل"[^>]*><ol /);
    expect(html).toContain('href="/ar/"');
    expect(html).toContain('href="/ar/all-products/0/all-categories"');
    expect(html).toMatch(/<li aria-current="page"[^>]*><bdi>كوفية<\/bdi><\/li><\/ol><\/nav>$/);
    expect(textOf(html)).toBe('|الرئيسية|المتجر|كوفية|');
    // One chevron after each step, none after the current page.
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html.match(/data-toward="forward"/g)).toHaveLength(2);
  });

  test('names its landmark in English on an English page; a step without a page is plain text', () => {
    const html = renderAt(
      '/en/campaign/3',
      <Breadcrumb steps={[{ label: 'Home', to: '/en/' }, { label: 'Campaigns' }]} current="Olive harvest" />,
    );

    expect(html).toContain('<nav aria-label="Breadcrumb"');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(textOf(html)).toBe('|Home|Campaigns|Olive harvest|');
  });
});

describe('the direction chevron', () => {
  const classOf = (toward: 'forward' | 'back') =>
    /class="([^"]+)"/.exec(renderToStaticMarkup(<DirectionChevron toward={toward} />))![1]!.split(' ');

  test('forward is drawn pointing right and mirrored on right-to-left pages only', () => {
    expect(renderToStaticMarkup(<DirectionChevron toward="forward" />)).toContain('d="M9 5l7 7-7 7"');
    expect(classOf('forward')).toContain('rtl:-scale-x-100');
    expect(classOf('forward')).not.toContain('-scale-x-100');
  });

  test('back is mirrored on left-to-right pages and drawn as is on right-to-left ones', () => {
    expect(classOf('back')).toEqual(expect.arrayContaining(['-scale-x-100', 'rtl:scale-x-100']));
  });

  test('is hidden from screen readers', () => {
    expect(renderToStaticMarkup(<DirectionChevron toward="back" />)).toContain('aria-hidden="true"');
  });
});
