import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { problem } from '@shop/contract';
import type { PayPalClient } from './paypal-client';
import { payPalIssue, payPalIssueDescription } from './paypal-client';
import { PaymentProviderError } from './provider-error';
import type { Amount, WalletCheckoutResult, WalletProvider } from './providers';

export const PAYPAL_PROVIDER = 'paypal';

// PayPal's ids are letters, digits and dashes; anything else never reaches a request path.
const PAYPAL_ID = /^[A-Za-z0-9-]{1,64}$/;

/** What the storefront sends back as payPalOrderConfirmJson: the capture answer, or the buttons' onApprove data. */
const Confirmation = z
  .union([z.object({ id: z.string() }), z.object({ orderID: z.string() })])
  .transform((confirmation) => ('id' in confirmation ? confirmation.id : confirmation.orderID))
  .pipe(z.string().regex(PAYPAL_ID));

const PayPalCapture = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.object({ currency_code: z.string(), value: z.string() }),
});

/** An Orders v2 order (GET or capture answer), the part the shop reads. */
const PayPalOrder = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(z.object({ payments: z.object({ captures: z.array(PayPalCapture).default([]) }).optional() }))
    .default([]),
});
type PayPalOrder = z.infer<typeof PayPalOrder>;

/** PayPal's decimal string ('12.50', '7') in cents; undefined when it is not one. */
export function payPalValueToCents(value: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as PayPal's decimal string with two decimals. */
export function centsToPayPalValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function firstCapture(order: PayPalOrder) {
  return order.purchase_units[0]?.payments?.captures[0];
}

/** The capture answer without the payer's details: what the storefront needs to send back. */
function captureJson(order: PayPalOrder): string {
  const capture = firstCapture(order);
  return JSON.stringify({
    id: order.id,
    status: order.status,
    purchase_units: [{ payments: { captures: capture ? [capture] : [] } }],
  });
}

function unexpected(operation: string, answer: { status: number; body: unknown }): PaymentProviderError {
  return new PaymentProviderError('paypal', operation, { httpStatus: answer.status, code: payPalIssue(answer.body) });
}

/**
 * Wallet payments through PayPal Orders v2. The shop trusts only what PayPal answers: the order
 * named by the confirmation is read back from PayPal, and its capture's id, status and amount
 * decide whether it pays for the order.
 */
export function createPayPalWalletProvider(paypal: PayPalClient): WalletProvider {
  return {
    mode: 'live',
    async verifyCapture(_tx, { confirmJson }) {
      let orderId: string;
      try {
        orderId = Confirmation.parse(JSON.parse(confirmJson));
      } catch {
        return { ok: false, problem: problem('WALLET_CONFIRMATION_UNREADABLE') };
      }
      const answer = await paypal.request('GET', `/v2/checkout/orders/${orderId}`, { operation: 'read order' });
      if (answer.status >= 400) return { ok: false, problem: problem('WALLET_NOT_COMPLETED') };
      const order = PayPalOrder.safeParse(answer.body);
      if (!order.success) throw unexpected('read order', answer);
      const capture = firstCapture(order.data);
      if (order.data.status !== 'COMPLETED' || capture?.status !== 'COMPLETED') {
        return { ok: false, problem: problem('WALLET_NOT_COMPLETED') };
      }
      const cents = payPalValueToCents(capture.amount.value);
      if (cents === undefined) throw unexpected('read order', answer);
      return {
        ok: true,
        provider: PAYPAL_PROVIDER,
        reference: capture.id,
        amount: { cents, currency: capture.amount.currency_code },
      };
    },
    async refund(reference) {
      if (!PAYPAL_ID.test(reference)) throw new PaymentProviderError('paypal', 'refund', { code: 'bad_reference' });
      const answer = await paypal.request('POST', `/v2/payments/captures/${reference}/refund`, {
        body: {},
        // One refund per capture: a repeated refund is answered with the first one.
        requestId: `refund-${reference}`,
        operation: 'refund',
      });
      if (answer.status < 300) return;
      // Given back already (by an earlier refund, or by hand in PayPal): nothing left to do.
      if (answer.status === 422 && payPalIssue(answer.body) === 'CAPTURE_FULLY_REFUNDED') return;
      throw unexpected('refund', answer);
    },
    async refundAmount(_tx, { reference, amount, key }) {
      if (!PAYPAL_ID.test(reference)) throw new PaymentProviderError('paypal', 'refund', { code: 'bad_reference' });
      const answer = await paypal.request('POST', `/v2/payments/captures/${reference}/refund`, {
        body: { amount: { value: centsToPayPalValue(amount.cents), currency_code: amount.currency } },
        requestId: key,
        operation: 'refund',
      });
      if (answer.status === 422 || answer.status === 400) {
        // PayPal's sentence for staff to read, and its issue code to look up or quote to PayPal.
        const issue = payPalIssue(answer.body) ?? 'UNPROCESSABLE_ENTITY';
        const description = payPalIssueDescription(answer.body);
        return {
          ok: false,
          message: `PayPal refused the refund: ${description ? `${description} (${issue})` : issue}`,
        };
      }
      const made = z.object({ id: z.string(), status: z.string() }).safeParse(answer.body);
      if (answer.status >= 300 || !made.success) throw unexpected('refund', answer);
      return { ok: true, refundId: made.data.id, status: made.data.status };
    },
    checkout: {
      async createOrder(amount: Amount): Promise<WalletCheckoutResult> {
        const answer = await paypal.request('POST', '/v2/checkout/orders', {
          body: {
            intent: 'CAPTURE',
            purchase_units: [{ amount: { currency_code: amount.currency, value: centsToPayPalValue(amount.cents) } }],
            application_context: { shipping_preference: 'NO_SHIPPING' },
          },
          requestId: `create-${randomUUID()}`,
          operation: 'create order',
        });
        const order = z.object({ id: z.string(), status: z.string() }).safeParse(answer.body);
        if (answer.status >= 300 || !order.success) throw unexpected('create order', answer);
        return { ok: true, walletOrderId: order.data.id, status: order.data.status };
      },
      async captureOrder(walletOrderId: string): Promise<WalletCheckoutResult> {
        if (!PAYPAL_ID.test(walletOrderId))
          return { ok: false, statusCode: 404, problem: problem('PAYPAL_ORDER_NOT_FOUND') };
        const answer = await paypal.request('POST', `/v2/checkout/orders/${walletOrderId}/capture`, {
          body: {},
          // Capturing an order twice is answered with the first capture, never a second charge.
          requestId: `capture-${walletOrderId}`,
          operation: 'capture order',
        });
        if (answer.status === 404) return { ok: false, statusCode: 404, problem: problem('PAYPAL_ORDER_NOT_FOUND') };
        if (answer.status === 422) {
          const issue = payPalIssue(answer.body);
          return issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_CANNOT_PAY' || issue === 'TRANSACTION_REFUSED'
            ? { ok: false, statusCode: 402, problem: problem('WALLET_DECLINED') }
            : { ok: false, statusCode: 409, problem: problem('PAYPAL_ORDER_NOT_CAPTURABLE') };
        }
        const order = PayPalOrder.safeParse(answer.body);
        if (answer.status >= 300 || !order.success) throw unexpected('capture order', answer);
        return {
          ok: true,
          walletOrderId: order.data.id,
          status: order.data.status,
          captureJson: captureJson(order.data),
        };
      },
    },
  };
}
