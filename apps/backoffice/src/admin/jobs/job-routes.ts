import type { FastifyInstance } from 'fastify';
import { AdminJobs } from '@shop/contract';
import { listJobStatus } from '../../jobs/job-status';
import { ADMIN_SECURITY_SCHEME } from '../admin-order-routes';
import type { AdminDeps } from '../admin-deps';
import { failureResponses, jsonSchemaOf, noValidation, STAFF_SESSION_SCHEME } from '../admin-schemas';
import { requireStaff } from '../staff-access';

export const ADMIN_JOBS_PATH = '/api/v1/admin/jobs';

/** The background jobs, read by the owner in the admin and by `npm run shop -- jobs:list` with the admin token. */
export function registerAdminJobRoutes(app: FastifyInstance, deps: AdminDeps): void {
  app.get(
    ADMIN_JOBS_PATH,
    {
      onRequest: requireStaff(deps, ['owner'], { token: true }),
      schema: {
        tags: ['admin'],
        summary: 'Lists the background jobs (owner, admin token)',
        description:
          'Each job queue (send-mail, reconcile-payments, purge-expired) with its schedule, its jobs counted by ' +
          'state over the week the queue keeps them, its newest run and its newest failed try with the error. ' +
          'Needs an owner’s session (403 for other roles) or `Authorization: Bearer <admin token>`; 401 otherwise.',
        security: [{ [ADMIN_SECURITY_SCHEME]: [] }, { [STAFF_SESSION_SCHEME]: [] }],
        response: { 200: jsonSchemaOf(AdminJobs), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (_request, reply) => reply.send({ jobs: await listJobStatus(deps.db) }),
  );
}
