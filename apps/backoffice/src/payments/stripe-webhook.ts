import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { PaymentProviders } from './providers';
import { reconcileCapturedCardPayment } from './reconcile-card-payments';
import { STRIPE_PROVIDER } from './stripe-card';

export const STRIPE_WEBHOOK_PATH = '/api/v1/payments/stripe-webhook';

/**
 * `POST /api/v1/payments/stripe-webhook`: Stripe's events, verified by their signature. On
 * `payment_intent.succeeded` a payment whose order was never recorded is given back. Served only
 * when live Stripe and its webhook secret are configured.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: { db: Database; providers: PaymentProviders },
): Promise<void> {
  const records = deps.providers.cardRecords;
  if (!records?.verifyWebhook) return;
  const card = deps.providers.card;
  await app.register(async (scope) => {
    // Stripe signs the exact bytes it sent: in this scope only, bodies are kept raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      STRIPE_WEBHOOK_PATH,
      {
        schema: {
          summary:
            "Stripe's webhook (not in the spec). Verifies the Stripe-Signature (400 when it does not match); on " +
            "payment_intent.succeeded refunds a payment no order holds. 409 while that payment's order may still " +
            'be being placed (Stripe delivers again later). A repeated event does nothing.',
          tags: ['webhooks'],
        },
      },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        const event =
          typeof signature === 'string' && Buffer.isBuffer(request.body)
            ? records.verifyWebhook?.(request.body, signature)
            : undefined;
        if (!event) return reply.code(400).send({ received: false, error: 'Stripe-Signature does not match the body' });
        if (!event.capturedPayment) return { received: true };
        const outcome = await reconcileCapturedCardPayment(
          { db: deps.db, card, provider: STRIPE_PROVIDER, log: request.log },
          event.capturedPayment,
          { webhookEventId: event.id },
        );
        if (outcome === 'order-pending') {
          return reply.code(409).send({ received: false, error: 'The order of this payment is still being placed' });
        }
        return { received: true, outcome };
      },
    );
  });
}
