import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, type MetaDescriptor } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { clearCaches } from '../lib/cache.server';
import { stubBackoffice } from '../lib/fake-backoffice.test-support';
import { clearLabelCache } from '../lib/labels/labels.server';
import About, { loader as aboutLoader, meta as aboutMeta } from './about';
import ContentPage, { loader as contentLoader, meta as contentMeta } from './content-page';
import Faq, { loader as faqLoader, meta as faqMeta } from './faq';

// About, FAQ and terms show the page the shop owner wrote in the admin when there is one, and
// their built-in page otherwise.

const written = {
  about: { Slug: 'about', Title: 'Our story', Body: '<h2>Hebron glass</h2><p>Blown by hand since 1890.</p>' },
  faq: { Slug: 'faq', Title: 'Questions', Body: '<h2>Do you ship?</h2><p>Yes, worldwide.</p>' },
  terms: { Slug: 'terms', Title: 'Terms of sale', Body: '<p>Prices include VAT.</p><script>steal()</script>' },
  arabicAbout: { Slug: 'about', Title: 'قصتنا', Body: '<p>زجاج الخليل منفوخ يدويًا.</p>' },
};

type Row = (typeof written)[keyof typeof written];

/** A back-office where `rows` are the written pages (none: every page shows its built-in text). */
function shopWith(...rows: Row[]) {
  return stubBackoffice({
    'get-content-page': (call) => ({ rows: rows.filter((row) => row.Slug === call.params.Slug) }),
    // The Arabic pages' labels: the contract's English is enough for these tests.
    'localization-cstm-portal/get-localization-data': () => ({ rows: [{ labelsJsonData: '[]' }] }),
  });
}

const argsFor = (path: string) => {
  const [, lang] = path.split('/');
  return { request: new Request(`http://shop.test${path}`), params: { lang }, context: {} } as never;
};

/** What the page's meta function gives for its loader's data. */
function metaOf(meta: (args: never) => MetaDescriptor[] | undefined, loaderData: unknown) {
  return meta({ loaderData, matches: [], params: {}, location: {}, data: loaderData } as never) ?? [];
}

const titleIn = (descriptors: MetaDescriptor[]) =>
  descriptors.flatMap((descriptor) => ('title' in descriptor ? [descriptor.title] : []))[0];
const descriptionIn = (descriptors: MetaDescriptor[]) =>
  descriptors.flatMap((descriptor) =>
    'name' in descriptor && descriptor.name === 'description' && 'content' in descriptor ? [descriptor.content] : [],
  )[0];

/** The page as the server renders it at `url` with the loader's data. */
function render(Component: ComponentType<never>, url: string, loaderData: unknown) {
  const Stub = createRoutesStub([{ id: 'page', path: url, Component: Component as ComponentType }]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} hydrationData={{ loaderData: { page: loaderData } }} />);
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

beforeEach(() => {
  clearCaches();
  clearLabelCache();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the about page', () => {
  test('shows the page the owner wrote: its title, its text and the way on to the shop', async () => {
    shopWith(written.about);
    const data = await aboutLoader(argsFor('/en/about'));
    const html = render(About, '/en/about', data);

    expect(html).toMatch(/<h1[^>]*>Our story<\/h1>/);
    expect(html).toContain('<h2>Hebron glass</h2><p>Blown by hand since 1890.</p>');
    // The built-in text is gone; the breadcrumb keeps the footer's name and the shop link stays.
    expect(textOf(html)).not.toContain('Our Story Palestine Shop began');
    expect(html).toMatch(/aria-current="page"[^>]*>About Us</);
    expect(html).toContain('href="/en/all-products/0/all-categories"');

    const meta = metaOf(aboutMeta, data);
    expect(titleIn(meta)).toMatch(/ - Our story$/);
    expect(descriptionIn(meta)).toBe('Hebron glass Blown by hand since 1890.');
  });

  test('shows the Arabic text on /ar/about, asking for it in Arabic', async () => {
    const calls = shopWith(written.arabicAbout);
    const data = await aboutLoader(argsFor('/ar/about'));
    const html = render(About, '/ar/about', data);

    expect(html).toMatch(/<h1[^>]*>قصتنا<\/h1>/);
    expect(html).toContain('<p>زجاج الخليل منفوخ يدويًا.</p>');
    expect(html).toContain('href="/ar/all-products/0/all-categories"');
    expect(calls.find((call) => call.endpoint === 'get-content-page')).toMatchObject({
      language: 'ar',
      params: { Slug: 'about' },
    });
  });

  test('shows the built-in page, unchanged, while the owner wrote none or the back-office fails', async () => {
    shopWith();
    const data = await aboutLoader(argsFor('/en/about'));
    expect(data.saved).toBeNull();
    const html = render(About, '/en/about', data);
    expect(html).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect(html).toContain('id="about-values"');
    expect(titleIn(metaOf(aboutMeta, data))).toMatch(/ - About Us$/);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({ 'get-content-page': () => ({ status: 500, errorMessage: 'down' }) });
    clearCaches();
    expect((await aboutLoader(argsFor('/en/about'))).saved).toBeNull();
  });
});

describe('the FAQ page', () => {
  test('shows the page the owner wrote with the contact box, and no FAQPage data for it', async () => {
    shopWith(written.faq);
    const data = await faqLoader(argsFor('/en/faq'));
    const html = render(Faq, '/en/faq', data);

    expect(html).toMatch(/<h1[^>]*>Questions<\/h1>/);
    expect(html).toContain('<h2>Do you ship?</h2><p>Yes, worldwide.</p>');
    expect(html).not.toContain('<details');
    expect(html).toContain('id="faq-more"');
    expect(html).toContain('href="/en/contact-us"');

    const meta = metaOf(faqMeta, data);
    expect(titleIn(meta)).toMatch(/ - Questions$/);
    expect(meta.some((descriptor) => 'script:ld+json' in descriptor)).toBe(false);
  });

  test('keeps its built-in questions and their FAQPage data while the owner wrote none', async () => {
    shopWith(written.about);
    const data = await faqLoader(argsFor('/en/faq'));
    const html = render(Faq, '/en/faq', data);

    expect(html).toMatch(/<h1[^>]*>Frequently Asked Questions<\/h1>/);
    expect(html).toContain('<details');
    const meta = metaOf(faqMeta, data);
    expect(meta.some((descriptor) => 'script:ld+json' in descriptor)).toBe(true);
  });
});

describe('the terms page', () => {
  test('shows the page the owner wrote, sanitised again', async () => {
    shopWith(written.terms);
    const data = await contentLoader(argsFor('/en/terms'));
    const html = render(ContentPage, '/en/terms', data);

    expect(html).toMatch(/<h1[^>]*>Terms of sale<\/h1>/);
    expect(html).toContain('<p>Prices include VAT.</p>');
    expect(html).not.toContain('steal()');
    expect(html).toMatch(/aria-current="page"[^>]*>Terms &amp; Conditions</);
    const meta = metaOf(contentMeta, data);
    expect(titleIn(meta)).toMatch(/ - Terms of sale$/);
    expect(descriptionIn(meta)).toBe('Prices include VAT.');
  });

  test('keeps its built-in text while the owner wrote none', async () => {
    shopWith();
    const data = await contentLoader(argsFor('/ar/terms'));
    const html = render(ContentPage, '/ar/terms', data);
    expect(html).toMatch(/<h1[^>]*>الشروط والأحكام<\/h1>/);
    expect(titleIn(metaOf(contentMeta, data))).toMatch(/ - الشروط والأحكام$/);
  });

  test('the other footer pages are built in only: no call for them', async () => {
    const calls = shopWith(written.terms);
    const data = await contentLoader(argsFor('/en/shipping'));
    expect(data.saved).toBeNull();
    expect(calls.filter((call) => call.endpoint === 'get-content-page')).toEqual([]);
  });
});
