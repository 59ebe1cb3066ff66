import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';

import type { NewsletterLinkAnswer } from './newsletter-link-answer';
import type { NewsletterLinkKind } from './newsletter-link-texts';
import { NewsletterLinkPage } from './newsletter-link-page';

const TOKEN = 'confirm.12.1900000000.c2lnbmF0dXJl';

/** The page as the server renders it (what a browser without scripts gets) at `url`. */
function render(url: string, kind: NewsletterLinkKind, token: string | null, answer?: NewsletterLinkAnswer) {
  const Stub = createRoutesStub([
    {
      path: `/:lang?/newsletter/${kind}`,
      Component: () => <NewsletterLinkPage kind={kind} token={token} answer={answer} />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a newsletter link page', () => {
  test('says what the button will do, and the button is a POST form carrying the token', () => {
    const html = render(`/en/newsletter/confirm?token=${TOKEN}`, 'confirm', TOKEN);

    expect(html).toContain('<h1');
    expect(textOf(html)).toContain('Confirm your subscription');
    expect(textOf(html)).toContain('One step left');
    expect(html).toMatch(/<form [^>]*action="\/en\/newsletter\/confirm\?token=confirm[^"]*" method="post">/);
    expect(html).toContain(`<input type="hidden" name="token" value="${TOKEN}"/>`);
    expect(html).toMatch(/<button type="submit"[^>]*>Confirm my subscription<\/button>/);
    expect(html).not.toContain('role="status"');
  });

  test('shows the result as a status, in Arabic on an Arabic page, without the button', () => {
    const html = render('/ar/newsletter/unsubscribe?token=t', 'unsubscribe', 't', { ok: true });

    expect(html).toMatch(/<div role="status"[^>]*><h2[^>]*>تم إلغاء اشتراكك<\/h2>/);
    expect(html).toContain('href="/ar/"');
    expect(html).not.toContain('<form');
  });

  test('explains a link without a token, or an expired one, offering no button', () => {
    const missing = render('/en/newsletter/confirm', 'confirm', null);
    expect(missing).toMatch(/<div role="alert"[^>]*><h2[^>]*>This link is incomplete<\/h2>/);
    expect(missing).not.toContain('<form');

    const expired = render(`/en/newsletter/confirm?token=${TOKEN}`, 'confirm', TOKEN, {
      ok: false,
      problem: 'expired',
    });
    expect(textOf(expired)).toContain('This link has expired Confirmation links work for 7 days.');
    expect(expired).not.toContain('<form');
  });

  test('keeps the button after a failure that is not the link’s fault, saying so in the page language', () => {
    const html = render('/ar/newsletter/confirm?token=t', 'confirm', 't', {
      ok: false,
      message: 'An error occured. Please try again later!',
    });
    expect(html).toMatch(/<p role="alert"[^>]*>حدث خطأ. يرجى المحاولة لاحقاً!<\/p>/);
    expect(html).toMatch(/<form [^>]*method="post">/);
  });
});
