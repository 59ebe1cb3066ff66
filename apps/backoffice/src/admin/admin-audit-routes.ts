import type { FastifyInstance } from 'fastify';
import { AuditLogPage, AuditLogQuery } from '@shop/contract';
import { failureEnvelope } from '../protocol/envelope';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation } from './admin-schemas';
import { listAudit } from './audit-log';
import { requireStaff, type AdminAccess } from './staff-access';

export const ADMIN_AUDIT_LOG_PATH = '/api/v1/admin/audit-log';

/** The audit log, for the owner to browse. Read only: no route edits or deletes an entry. */
export function registerAdminAuditRoutes(app: FastifyInstance, deps: AdminAccess): void {
  app.get(
    ADMIN_AUDIT_LOG_PATH,
    {
      onRequest: requireStaff(deps, ['owner']),
      schema: {
        summary: 'Browses the audit log (owner)',
        description:
          'Newest first, paged by `limit` (1..100, default 50) and `offset`, filtered by `resource`, `staffId` ' +
          'and `action`. Each entry says who (member or admin token), from which address, what (action, ' +
          'resource, id) and the fields before and after. 403 for roles other than owner.',
        tags: ['admin'],
        querystring: jsonSchemaOf(AuditLogQuery, 'input'),
        response: { 200: jsonSchemaOf(AuditLogPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AuditLogQuery.safeParse(request.query ?? {});
      if (!query.success) return reply.code(400).send(failureEnvelope(400, invalidInput(query.error)));
      const page = await listAudit(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );
}
