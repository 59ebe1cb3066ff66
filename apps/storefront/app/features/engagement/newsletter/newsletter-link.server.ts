import { EMPTY_RECORD_VALUE_JSON, Messages, NewsletterLinkProblem, NewsletterResponseMsg } from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../../lib/backoffice.server';
import { isCrossSiteRequest } from '../../../lib/forms/cross-site.server';
import type { ShopLanguage } from '../../../lib/language';
import { type NewsletterLinkAnswer, TOKEN_FIELD } from './newsletter-link-answer';
import type { NewsletterLinkKind } from './newsletter-link-texts';

const BAD_GATEWAY = 502;
const FORBIDDEN = 403;
const BAD_REQUEST = 400;

const Endpoint = { confirm: 'confirm-subscriber', unsubscribe: 'unsubscribe-subscriber' } as const;
const Success = { confirm: NewsletterResponseMsg.confirmed, unsubscribe: NewsletterResponseMsg.unsubscribed };

/** The link's token: the page's form sends it; a mail program's one-click unsubscribe posts to the link itself. */
function tokenOf(form: FormData | null, url: URL): string {
  const posted = form?.get(TOKEN_FIELD);
  const token = typeof posted === 'string' && posted.trim() ? posted : (url.searchParams.get(TOKEN_FIELD) ?? '');
  return token.trim();
}

/** The token of the page's own address, for the loader: reading it changes nothing. */
export function tokenInLink(request: Request): string | null {
  return tokenOf(null, new URL(request.url)) || null;
}

/**
 * The action of a newsletter link's page: confirms or unsubscribes at the back-office with the
 * link's token. Only a POST gets here: mail scanners that open links (GET) change nothing. Also
 * takes RFC 8058's one-click POST (`List-Unsubscribe=One-Click` to the link), which mail programs
 * send from their servers without a login.
 */
export async function followNewsletterLink(request: Request, language: ShopLanguage, kind: NewsletterLinkKind) {
  if (isCrossSiteRequest(request)) {
    return data<NewsletterLinkAnswer>({ ok: false, message: Messages.genericError }, { status: FORBIDDEN });
  }
  const form = await request.formData().catch(() => null);
  const token = tokenOf(form, new URL(request.url));
  if (!token) return data<NewsletterLinkAnswer>({ ok: false, problem: 'missing' }, { status: BAD_REQUEST });

  const result = await backofficeFor(request, language).call(Endpoint[kind], {
    SubscriberToken: token,
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (result.ok && result.rows[0]?.ResponseMsg === Success[kind]) return data<NewsletterLinkAnswer>({ ok: true });
  if (!result.ok && result.status === BAD_REQUEST) {
    const problem = result.code === NewsletterLinkProblem.expired ? 'expired' : 'invalid';
    return data<NewsletterLinkAnswer>({ ok: false, problem }, { status: BAD_REQUEST });
  }
  console.error(`newsletter: ${Endpoint[kind]} failed`, result.ok ? { outcome: result.rows[0] } : result);
  return data<NewsletterLinkAnswer>({ ok: false, message: Messages.genericErrorLater }, { status: BAD_GATEWAY });
}
