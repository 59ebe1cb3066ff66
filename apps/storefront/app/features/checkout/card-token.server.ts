import {
  DEFAULT_LANGUAGE,
  Language,
  Messages,
  PaymentMessages,
  SandboxCardTokenParams,
  isLanguageCode,
} from '@shop/contract';

import { backofficeFor } from '../../lib/backoffice.server';
import { problemText } from '../../lib/problem-text.server';
import { SESSION_REJECTED_STATUS, clearedSessionCookie, sessionFromRequest } from '../../lib/session/session.server';
import type { CardTokenResult } from './card-token-result';

const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(result: CardTokenResult, status = 200, headers: Record<string, string> = {}) {
  return Response.json(result, { status, headers: { ...NO_STORE, ...headers } });
}

// Too many card attempts (429): the back-office says how long to wait.
const RATE_LIMITED_STATUS = 429;

/** The back-office names the field ('CardNumber: Your card number is invalid.'); the shopper reads only the reason. */
function withoutField(message: string): string {
  return message.replace(/^[A-Za-z]+: /, '');
}

/**
 * POST `{ CardNumber, ExpiryMonth, ExpiryYear, Cvc, lang }` → a single-use payment token from the
 * back-office's sandbox card provider (payments/sandbox-card-token), for the order's paymentToken.
 * Only for a signed-in shopper at checkout: without the session, or with one the back-office no
 * longer accepts (then forgotten), 401 and nothing is sent on. The back-office limits tokens per
 * shopper and per address; its 429 says how long to wait. The card is passed on and never kept or
 * logged here. With live Stripe the browser never comes here: Stripe.js makes the token.
 */
export async function createCardToken(request: Request) {
  if (!sessionFromRequest(request)) return answer({ ok: false, message: PaymentMessages.signInToPay }, 401);
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = SandboxCardTokenParams.safeParse(body);
  if (!parsed.success) {
    return answer({ ok: false, message: parsed.error.issues[0]?.message ?? Messages.genericError }, 400);
  }
  const lang = typeof body === 'object' && body !== null && 'lang' in body ? body.lang : undefined;
  const language = Language[isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE];
  const result = await backofficeFor(request, language).call('payments/sandbox-card-token', parsed.data);
  if (result.ok && result.rows[0]) return answer({ ok: true, token: result.rows[0].PaymentToken });
  if (!result.ok && result.status === 400)
    return answer({ ok: false, message: withoutField(problemText(result, language.code)) });
  if (!result.ok && result.status === SESSION_REJECTED_STATUS) {
    return answer({ ok: false, message: PaymentMessages.signInToPay }, 401, {
      'Set-Cookie': clearedSessionCookie(request),
    });
  }
  if (!result.ok && result.status === RATE_LIMITED_STATUS && result.errorMessage) {
    return answer({ ok: false, message: problemText(result, language.code) }, RATE_LIMITED_STATUS);
  }
  console.error('api/card-token: sandbox-card-token failed', {
    status: result.ok ? 200 : result.status,
    errorMessage: result.ok ? 'no row' : result.errorMessage,
  });
  return answer({ ok: false, message: Messages.genericError }, 502);
}
