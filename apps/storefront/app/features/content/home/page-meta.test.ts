import { ScreenLabels } from '@shop/contract';
import { describe, expect, it, vi } from 'vitest';

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
  it('takes the page language texts the root loaded', () => {
    const footer = { ...ScreenLabels.Footer, lbl_footer_about: 'من نحن' };
    const matches = [{ id: 'root', loaderData: { labels: { Footer: footer } } }];

    expect(rootLabels(matches, 'Footer').lbl_footer_about).toBe('من نحن');
    expect(rootLabels(matches, 'Footer').lbl_footer_contact).toBe('Contact Us');
  });

  it('reads an entity the root did not load as its label ids, and says so once', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(rootLabels([], 'Home').lbl_home_title).toBe('lbl_home_title');
    expect(rootLabels([], 'Home').lbl_home_title).toBe('lbl_home_title');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('labels: Home was not loaded for this page');
    logged.mockRestore();
  });
});
