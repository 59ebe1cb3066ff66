import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import vm from 'node:vm';

import { describe, expect, it } from 'vitest';

import { scriptsAfterFirstPaint } from './scripts-after-paint.server';

// The shape React Router 7 and React 19 write: preloads hoisted into <head>, the hydration module
// script at the end of <body>, streamed data after it.
const HYDRATION_CODE = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
const DOCUMENT = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n0nce"/>',
  '<link nonce="n0nce" rel="stylesheet" href="/assets/app.css"/></head>',
  '<body><main>متجر التراث الفلسطيني</main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  `<script nonce="n0nce" type="module" async="">${HYDRATION_CODE}</script>`,
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

/** The document as the browser receives it, written in the given pieces (byte offsets). */
async function rewrite(document: string, cuts: number[] = []): Promise<string> {
  const bytes = Buffer.from(document);
  const pieces = [0, ...cuts, bytes.length]
    .slice(1)
    .map((end, index, ends) => bytes.subarray(ends[index - 1] ?? 0, end));
  return text(Readable.from(pieces).pipe(scriptsAfterFirstPaint()));
}

interface Appended {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

/** Runs the page's inline scripts in a stand-in browser that paints when told to. */
function runInlineScripts(html: string, visibilityState: 'visible' | 'hidden') {
  const appended: Appended[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const element = (tag: string) => ({ tag }) as Appended;
  const document = {
    visibilityState,
    createElement: element,
    head: { appendChild: (node: Appended) => appended.push({ ...node, tag: `head>${node.tag}` }) },
    body: { appendChild: (node: Appended) => appended.push({ ...node, tag: `body>${node.tag}` }) },
  };
  const context = vm.createContext({
    document,
    window: {},
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  const inline = [...html.matchAll(/<script nonce="n0nce">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  // The stream's closing script needs React Router's context; only the loader matters here.
  for (const code of inline.filter((source) => source.includes('loadAfterFirstPaint'))) vm.runInContext(code, context);
  return {
    appended,
    paint() {
      frames.splice(0).forEach((frame) => frame());
      tasks.splice(0).forEach((task) => task());
    },
  };
}

describe('scripts after the first paint', () => {
  it('takes the module preloads and the hydration script out of the HTML, leaving the rest as it was', async () => {
    const html = await rewrite(DOCUMENT);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/app.css"/></head>');
    expect(html).toContain('<main>متجر التراث الفلسطيني</main>');
    expect(html).toContain('window.__reactRouterContext = {};');
    expect(html.endsWith('streamController.close();</script></body></html>')).toBe(true);
  });

  it('adds them back, with the nonce, only once the page has painted', async () => {
    const browser = runInlineScripts(await rewrite(DOCUMENT), 'visible');
    expect(browser.appended).toEqual([]);

    browser.paint();
    expect(browser.appended).toEqual([
      { tag: 'head>link', rel: 'modulepreload', href: '/assets/entry.client.js' },
      { tag: 'head>link', rel: 'modulepreload', href: '/assets/root.js' },
      { tag: 'body>script', type: 'module', nonce: 'n0nce', textContent: HYDRATION_CODE },
    ]);
  });

  it('adds them at once in a tab opened in the background, which does not paint', async () => {
    const browser = runInlineScripts(await rewrite(DOCUMENT), 'hidden');
    expect(browser.appended.map((node) => node.tag)).toEqual(['head>link', 'head>link', 'body>script']);
  });

  it('gives the same page however the stream is cut, inside a tag or inside an Arabic letter', async () => {
    const whole = await rewrite(DOCUMENT);
    const arabicLetter = Buffer.from(DOCUMENT).indexOf(Buffer.from('متجر')) + 1;
    const insideScript = Buffer.from(DOCUMENT).indexOf(Buffer.from('type="module"')) + 5;
    expect(await rewrite(DOCUMENT, [40, arabicLetter, insideScript])).toBe(whole);
    expect(
      await rewrite(
        DOCUMENT,
        Array.from({ length: DOCUMENT.length / 7 }, (_, index) => (index + 1) * 7),
      ),
    ).toBe(whole);
  });

  it('writes the hydration code into the loader so no `<` in it can change how the page is parsed', async () => {
    const code = 'if (1 < 2) console.log("<!-- not a comment");';
    const html = await rewrite(DOCUMENT.replace(HYDRATION_CODE, code));
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('1 < 2');
    const browser = runInlineScripts(html, 'hidden');
    expect(browser.appended.at(-1)?.textContent).toBe(code);
  });

  it('passes a document without a hydration script through unchanged', async () => {
    const plain = '<!DOCTYPE html><html><head><title>Shop</title></head><body>Plain</body></html>';
    expect(await rewrite(plain, [10, 30])).toBe(plain);
  });
});
