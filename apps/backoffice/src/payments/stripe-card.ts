import { Stripe } from 'stripe';
import { problem, type Problem } from '@shop/contract';
import { paymentIsUsed } from '../orders/order-repository';
import { PaymentProviderError } from './provider-error';
import type { CapturedCardPayment, CardPaymentRecords, CardProvider, WebhookEvent } from './providers';

export const STRIPE_PROVIDER = 'stripe';
/** The PaymentIntent metadata key holding the shop's idempotency key: it marks the intents the shop made. */
export const SHOP_KEY_METADATA = 'shop_idempotency_key';

/** A decline in Stripe's own words (written for shoppers), coded as the shop codes the sandbox's. */
function declined(error: Stripe.errors.StripeCardError): Problem {
  const reason = error.decline_code ?? error.code;
  const code =
    reason === 'insufficient_funds'
      ? 'CARD_INSUFFICIENT_FUNDS'
      : reason === 'expired_card'
        ? 'CARD_CHARGE_EXPIRED'
        : reason === 'incorrect_cvc'
          ? 'CARD_CVC_INCORRECT'
          : 'CARD_DECLINED';
  return { ...problem(code), message: error.message };
}

// A slow answer must not hold the order's transaction for long; Stripe's requests carry an
// idempotency key, so the SDK's retries never charge twice.
const REQUEST_TIMEOUT_MS = 30_000;
const NETWORK_RETRIES = 2;

/** A Stripe client; `apiBase` points it elsewhere than api.stripe.com (the tests' local fake). */
export function createStripeClient(options: { secretKey: string; apiBase?: string }): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/** Stripe's failure as a PaymentProviderError: its type, status and request id, never its raw answer. */
function providerError(operation: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError('stripe', operation, {
      httpStatus: error.statusCode,
      code: error.code ?? error.rawType ?? error.type,
      requestId: error.requestId,
    });
  }
  return new PaymentProviderError('stripe', operation, { code: error instanceof Error ? error.name : 'unknown' });
}

function capturedPayment(intent: Stripe.PaymentIntent): CapturedCardPayment {
  return {
    reference: intent.id,
    amount: { cents: intent.amount, currency: intent.currency.toUpperCase() },
    shopKey: intent.metadata?.[SHOP_KEY_METADATA] || undefined,
  };
}

/**
 * Card payments through Stripe: the storefront's Stripe Elements turn the card into a PaymentMethod
 * (the card number never reaches the back-office), and the back-office confirms a PaymentIntent for
 * the server's total with it.
 */
export function createStripeCardProvider(stripe: Stripe, publishableKey: string): CardProvider {
  async function refund(reference: string): Promise<void> {
    try {
      await stripe.refunds.create({ payment_intent: reference }, { idempotencyKey: `refund-${reference}` });
    } catch (error) {
      // Given back already (by an earlier refund, or by hand in the dashboard): nothing left to do.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
      throw providerError('refund', error);
    }
  }

  return {
    mode: 'live',
    publishableKey,
    async refundAmount(_tx, { reference, amount, key }) {
      try {
        const made = await stripe.refunds.create(
          { payment_intent: reference, amount: amount.cents },
          { idempotencyKey: key },
        );
        return { ok: true, refundId: made.id, status: made.status ?? 'pending' };
      } catch (error) {
        // Stripe refusing the request (already refunded, more than is left, a disputed charge) is its answer to show.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) {
          return { ok: false, message: `Stripe refused the refund: ${error.message}` };
        }
        throw providerError('refund', error);
      }
    },
    async charge(tx, { token, amount, idempotencyKey, description }) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: amount.cents,
            currency: amount.currency.toLowerCase(),
            payment_method: token,
            confirm: true,
            // Cards need no redirect; methods that would need one are left out, as this checkout cannot follow it.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description,
            metadata: { [SHOP_KEY_METADATA]: idempotencyKey },
          },
          // The same order key is the same charge: a repeated request is answered, not charged again.
          { idempotencyKey },
        );
      } catch (error) {
        // A decline is the shopper's to fix; Stripe's message for it is written for shoppers.
        if (error instanceof Stripe.errors.StripeCardError) return { ok: false, problem: declined(error) };
        throw providerError('charge', error);
      }
      if (intent.status !== 'succeeded') {
        // e.g. the card asks for 3-D Secure, which a server-side confirmation cannot show: nothing was taken.
        await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
        return { ok: false, problem: problem('CARD_PAYMENT_NOT_COMPLETED') };
      }
      if (intent.amount !== amount.cents || intent.currency !== amount.currency.toLowerCase()) {
        await refund(intent.id);
        throw new PaymentProviderError('stripe', 'charge', { code: 'amount_mismatch' });
      }
      // Stripe answers a repeated key with the first intent, which reconciliation may have refunded already.
      if (await paymentIsUsed(tx, intent.id)) return { ok: false, problem: problem('CARD_PAYMENT_USED') };
      return { ok: true, provider: STRIPE_PROVIDER, reference: intent.id };
    },
    refund,
  };
}

/** Stripe's record of payments and its webhook signatures, for reconciliation. */
export function createStripePaymentRecords(stripe: Stripe, webhookSecret: string | undefined): CardPaymentRecords {
  return {
    async *listSucceeded(since) {
      try {
        const created = { gte: Math.floor(since.getTime() / 1000) };
        for await (const intent of stripe.paymentIntents.list({ created, limit: 100 })) {
          if (intent.status === 'succeeded') yield capturedPayment(intent);
        }
      } catch (error) {
        throw providerError('list payments', error);
      }
    },
    ...(webhookSecret && {
      verifyWebhook(rawBody: Buffer, signature: string): WebhookEvent | undefined {
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
        } catch {
          return undefined;
        }
        const intent = event.type === 'payment_intent.succeeded' ? event.data.object : undefined;
        return { id: event.id, type: event.type, ...(intent && { capturedPayment: capturedPayment(intent) }) };
      },
    }),
  };
}
