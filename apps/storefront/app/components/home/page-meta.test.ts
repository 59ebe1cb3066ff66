import { describe, expect, it } from 'vitest';

import { pageTitle, rootLabels, siteTitleOf } from './page-meta';

describe('siteTitleOf', () => {
  it('reads the site title of the root loader', () => {
    const matches = [{ id: 'root', loaderData: { siteTitle: 'Palestine Heritage Shop ' } }, { id: 'routes/home' }];

    expect(siteTitleOf(matches)).toBe('Palestine Heritage Shop');
  });

  it('is empty without root data', () => {
    expect(siteTitleOf([])).toBe('');
    expect(siteTitleOf([undefined, { id: 'root', loaderData: null }])).toBe('');
    expect(siteTitleOf([{ id: 'root', loaderData: { siteTitle: 3 } }])).toBe('');
  });
});

describe('pageTitle', () => {
  it('joins page and site, or keeps whichever exists', () => {
    expect(pageTitle('Olive Harvest', 'Shop')).toBe('Olive Harvest | Shop');
    expect(pageTitle('Olive Harvest', '')).toBe('Olive Harvest');
    expect(pageTitle(' ', 'Shop')).toBe('Shop');
  });
});

describe('rootLabels', () => {
  it('takes the page language texts the root loaded, English otherwise', () => {
    const matches = [{ id: 'root', loaderData: { labels: { Footer: { lbl_footer_about: 'من نحن' } } } }];

    expect(rootLabels(matches, 'Footer').lbl_footer_about).toBe('من نحن');
    expect(rootLabels(matches, 'Footer').lbl_footer_contact).toBe('Contact Us');
    expect(rootLabels([], 'Footer').lbl_footer_about).toBe('About Us');
  });
});
