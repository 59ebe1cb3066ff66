import { Language } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { clearCaches } from '../../../lib/cache.server';
import { stubBackoffice } from '../../../lib/fake-backoffice.test-support';
import { loadSavedPage, pageDescription, sanitizePageBody } from './saved-page.server';

const request = () => new Request('http://shop.test/en/about');

beforeEach(() => clearCaches());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sanitizePageBody', () => {
  test('keeps what the admin editor writes: headings, paragraphs, lists, quotes, rules and links', () => {
    const html =
      '<h2>Our story</h2><p>Made <strong>by hand</strong>, <em>slowly</em>.</p><ul><li>Olive oil</li></ul>' +
      '<ol><li>First</li></ol><blockquote><p>Quote</p></blockquote><hr>';
    expect(sanitizePageBody(html)).toBe(
      '<h2>Our story</h2><p>Made <strong>by hand</strong>, <em>slowly</em>.</p><ul><li>Olive oil</li></ul>' +
        '<ol><li>First</li></ol><blockquote><p>Quote</p></blockquote><hr />',
    );
  });

  test('keeps links to web, mail and phone addresses and to the shop, never handing over the window', () => {
    expect(sanitizePageBody('<a href="https://example.org" target="_blank" rel="opener">Makers</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">Makers</a>',
    );
    expect(sanitizePageBody('<a href="/ar/contact-us">اتصل بنا</a>')).toBe(
      '<a href="/ar/contact-us" rel="noopener noreferrer">اتصل بنا</a>',
    );
    expect(sanitizePageBody('<a href="mailto:shop@example.org">Mail</a>')).toContain('href="mailto:shop@example.org"');
  });

  test('removes scripts, styles, event handlers, unsafe links and other attributes; other tags keep only their text', () => {
    const html =
      '<p style="color:red" class="x" onclick="steal()">Text</p><script>steal()</script><style>p{}</style>' +
      '<img src=x onerror=alert(1)><iframe src="https://evil.test"></iframe>' +
      '<a href="javascript:alert(1)" target="_top">Bad</a><a href="//evil.test">Far</a><h1>Big</h1>';
    expect(sanitizePageBody(html)).toBe(
      '<p>Text</p><a rel="noopener noreferrer">Bad</a><a rel="noopener noreferrer">Far</a>Big',
    );
  });
});

describe('pageDescription', () => {
  test('is the text of the blocks, one space between them, with characters as written', () => {
    expect(
      pageDescription(
        '<h2>Our story</h2><p>Made by hand &amp; sold &lt;fairly&gt; — "always".</p><ul><li>Oil</li><li>Soap</li></ul>',
      ),
    ).toBe('Our story Made by hand & sold <fairly> — "always". Oil Soap');
    expect(pageDescription('<p>One<br>two</p>')).toBe('One two');
  });

  test('is cut at a word to 160 characters at most', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const description = pageDescription(`<p>${words}</p>`);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ word\d+…$/);
    expect(words.startsWith(description.slice(0, -1))).toBe(true);
  });

  test('is empty when nothing visible is left', () => {
    expect(pageDescription('<hr /><p> </p>')).toBe('');
  });
});

describe('loadSavedPage', () => {
  const row = { Slug: 'about', Title: 'قصتنا', Body: '<p onclick="x()">صنع يدويًا في الخليل.</p><script>x()</script>' };

  test('asks for the page in the page language and answers it sanitised, with its description', async () => {
    const calls = stubBackoffice({ 'get-content-page': () => ({ rows: [row] }) });

    const page = await loadSavedPage(request(), Language.ar, 'about');

    expect(page).toEqual({
      title: 'قصتنا',
      bodyHtml: '<p>صنع يدويًا في الخليل.</p>',
      description: 'صنع يدويًا في الخليل.',
    });
    expect(calls).toEqual([
      { endpoint: 'get-content-page', language: 'ar', params: { Slug: 'about', recordValueJson: '[]' } },
    ]);
  });

  test('answers null for a page never written, or with nothing visible once sanitised', async () => {
    stubBackoffice({ 'get-content-page': () => ({ rows: [] }) });
    expect(await loadSavedPage(request(), Language.en, 'faq')).toBeNull();

    stubBackoffice({ 'get-content-page': () => ({ rows: [{ ...row, Slug: 'terms', Body: '<script>x()</script>' }] }) });
    expect(await loadSavedPage(request(), Language.en, 'terms')).toBeNull();
  });

  test('answers null when the back-office fails, logging it, and asks again next time', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({ 'get-content-page': () => ({ status: 500, errorMessage: 'boom' }) });
    expect(await loadSavedPage(request(), Language.en, 'about')).toBeNull();
    expect(log).toHaveBeenCalledOnce();

    stubBackoffice({ 'get-content-page': () => ({ rows: [row] }) });
    expect(await loadSavedPage(request(), Language.en, 'about')).toMatchObject({ title: 'قصتنا' });
  });

  test('keeps the answer per page and language until the shop changes', async () => {
    const calls = stubBackoffice({ 'get-content-page': () => ({ rows: [row] }) });
    await loadSavedPage(request(), Language.ar, 'about');
    await loadSavedPage(request(), Language.ar, 'about');
    await loadSavedPage(request(), Language.en, 'about');
    expect(calls).toHaveLength(2);

    // What the change listener does when the owner saves a page in the admin.
    clearCaches();
    await loadSavedPage(request(), Language.ar, 'about');
    expect(calls).toHaveLength(3);
  });
});
