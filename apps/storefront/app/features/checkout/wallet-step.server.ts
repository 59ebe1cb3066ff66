import { Language, Messages, PaymentMessages, type LanguageCode } from '@shop/contract';

import { backofficeFor } from '../../lib/backoffice.server';
import { problemText, type RefusedCall } from '../../lib/problem-text.server';
import { payableAmount } from './payable-amount.server';
import { walletIsLive } from './payment-setup.server';
import type { WalletResult } from './wallet-result';
import { WalletRequest } from './wallet-request.server';
import { SESSION_REJECTED_STATUS, clearedSessionCookie, sessionFromRequest } from '../../lib/session/session.server';

function answer(result: WalletResult, status = 200, headers: Record<string, string> = {}) {
  return Response.json(result, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

// A payment the wallet refused (402), a wallet order in the wrong state (409), or too many wallet
// attempts (429, saying how long to wait) is explained in its own words.
const EXPLAINED_REFUSALS = new Set([402, 409, 429]);

function failed(request: Request, step: string, result: RefusedCall & { status: number }, language: LanguageCode) {
  // The back-office no longer accepts the session: it is forgotten, and the shopper asked to log in.
  if (result.status === SESSION_REJECTED_STATUS) {
    return answer({ ok: false, message: PaymentMessages.signInToPay }, 401, {
      'Set-Cookie': clearedSessionCookie(request),
    });
  }
  if (EXPLAINED_REFUSALS.has(result.status) && result.errorMessage) {
    return answer({ ok: false, message: problemText(result, language) }, result.status);
  }
  console.error(`api/wallet: ${step} failed`, { status: result.status, errorMessage: result.errorMessage });
  return answer({ ok: false, message: Messages.genericError }, 502);
}

/**
 * POST a `WalletRequest` (spec section 4, wallet flow): `create` opens a wallet order for what the
 * back-office says the order costs, in the shopper's currency, without shipping preference;
 * `approve` is the sandbox wallet's approval; `capture` takes the approved payment and answers the
 * capture JSON the order is then placed with. Live PayPal (PAYPAL_CLIENT_ID set) goes through
 * payments/wallet-create-order and wallet-capture-order; its approval happens in PayPal's window.
 * Only for a signed-in shopper: without the session, or with one the back-office no longer accepts
 * (then forgotten), 401 and nothing is sent on.
 */
export async function takeWalletStep(request: Request) {
  if (!sessionFromRequest(request)) return answer({ ok: false, message: PaymentMessages.signInToPay }, 401);
  const parsed = WalletRequest.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return answer({ ok: false, message: Messages.genericError }, 400);
  const step = parsed.data;
  const backoffice = backofficeFor(request, Language[step.lang]);
  const live = walletIsLive();

  if (step.step === 'create') {
    const payable = await payableAmount(backoffice, step);
    if (!payable.ok) return answer({ ok: false, message: payable.message }, 409);
    const params = { Amount: payable.amount, CurrencyCode: payable.currency };
    const result = live
      ? await backoffice.call('payments/wallet-create-order', params)
      : await backoffice.call('payments/sandbox-wallet-create', params);
    if (!result.ok) return failed(request, 'create', result, step.lang);
    const [order] = result.rows;
    if (!order) return failed(request, 'create', { status: 502, errorMessage: 'no row' }, step.lang);
    return answer({
      ok: true,
      walletOrderId: order.WalletOrderId,
      status: order.Status,
      amount: payable.amount,
      currency: payable.currency,
    });
  }

  if (step.step === 'approve') {
    // Live approval happens in PayPal's own window, never through the shop.
    if (live) return answer({ ok: false, message: Messages.genericError }, 400);
    const result = await backoffice.call('payments/sandbox-wallet-approve', { WalletOrderId: step.walletOrderId });
    if (!result.ok) return failed(request, 'approve', result, step.lang);
    const [order] = result.rows;
    return order
      ? answer({ ok: true, walletOrderId: order.WalletOrderId, status: order.Status })
      : failed(request, 'approve', { status: 502, errorMessage: 'no row' }, step.lang);
  }

  const params = { WalletOrderId: step.walletOrderId };
  const result = live
    ? await backoffice.call('payments/wallet-capture-order', params)
    : await backoffice.call('payments/sandbox-wallet-capture', params);
  if (!result.ok) return failed(request, 'capture', result, step.lang);
  const [order] = result.rows;
  if (!order?.CaptureJson) return failed(request, 'capture', { status: 502, errorMessage: 'no capture' }, step.lang);
  return answer({ ok: true, walletOrderId: order.WalletOrderId, status: order.Status, captureJson: order.CaptureJson });
}
