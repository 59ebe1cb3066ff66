import type { FastifyInstance } from 'fastify';
import { AdminLastReconciliation, AdminReconciliation, problem, type StaffRole } from '@shop/contract';
import { createPaymentProviders } from '../../payments/create-providers';
import { PaymentProviderError } from '../../payments/provider-error';
import { failureEnvelope } from '../../protocol/envelope';
import type { AdminDeps } from '../admin-deps';
import { failureResponses, jsonSchemaOf, noValidation, staffSessionSecurity } from '../admin-schemas';
import { actorOf, requireStaff } from '../staff-access';
import { lastReconciliation, runReconciliation } from './reconciliation-run';

export const ADMIN_RECONCILE_PATH = '/api/v1/admin/payments/reconcile';

/** Who may reconcile payments: the owner, and the orders team who answer for the shop's payments. */
export const PAYMENT_ROLES: readonly StaffRole[] = ['owner', 'orders'];

const schemaBase = { tags: ['admin'], security: staffSessionSecurity };

/** Payment reconciliation: run it, and read the last run's findings (owner, orders). */
export function registerAdminPaymentRoutes(app: FastifyInstance, deps: AdminDeps): void {
  // The admin token too: `npm run shop -- payments:reconcile` runs it through a running back-office.
  const access = requireStaff(deps, PAYMENT_ROLES, { token: true });
  const providers = createPaymentProviders(deps.db, deps.config);

  app.post(
    ADMIN_RECONCILE_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Reconciles card payments with orders (owner, orders)',
        description:
          'What `npm run shop -- payments:reconcile` does: every card payment the live provider (Stripe) captured ' +
          'in the last day is checked against the shop’s orders, and one that no order holds (a checkout that ' +
          'stopped between the charge and the order) is refunded. Answers every payment checked with its ' +
          'outcome, those that needed attention first, and the order that holds a recorded one. The run and ' +
          'its findings are recorded in the audit log. Two runs at once refund a payment once. In the ' +
          'sandbox nothing is checked (`provider` null). 502 when the provider cannot list its payments.',
        response: { 200: jsonSchemaOf(AdminReconciliation), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      try {
        const run = await runReconciliation({ db: deps.db, providers, log: request.log }, actorOf(request));
        return reply.send(run);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error }, 'payment reconciliation could not list the provider’s payments');
        return reply.code(502).send(failureEnvelope(502, problem('RECONCILIATION_PROVIDER_FAILED')));
      }
    },
  );

  app.get(
    ADMIN_RECONCILE_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Reads the last payment reconciliation (owner, orders)',
        description:
          'The last run, from the admin or the command, as its POST answered it (read back from the audit ' +
          'log); `last` is null when none has run.',
        response: { 200: jsonSchemaOf(AdminLastReconciliation), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (_request, reply) => reply.send({ last: await lastReconciliation(deps.db) }),
  );
}
