import type { FastifyInstance } from 'fastify';
import { AdminDashboard, type StaffRole } from '@shop/contract';
import type { Database } from '../../db/database';
import type { AdminDeps } from '../admin-deps';
import { failureResponses, jsonSchemaOf, staffSessionSecurity } from '../admin-schemas';
import { actorOf, requireStaff } from '../staff-access';
import { readLowStock, readOrdersByStatus, readQueues, readSales } from './dashboard-repository';

export const ADMIN_DASHBOARD_PATH = '/api/v1/admin/dashboard';

/** Every member has a dashboard; each part of it is there for the roles that work with it. */
export const DASHBOARD_ROLES: readonly StaffRole[] = ['owner', 'catalogue', 'orders', 'moderator'];

const PART_ROLES = {
  sales: ['owner', 'orders'],
  lowStock: ['owner', 'catalogue'],
  pendingSellerRequests: ['owner'],
  reviewsWaiting: ['owner', 'moderator'],
  unreadMessages: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

const may = (role: StaffRole, part: keyof typeof PART_ROLES) =>
  (PART_ROLES[part] as readonly StaffRole[]).includes(role);

/** The dashboard as `role` sees it: the parts it may not see are left out, and not read. */
export async function dashboardFor(db: Database, role: StaffRole, now = new Date()): Promise<AdminDashboard> {
  const [sales, ordersByStatus, lowStock, queues] = await Promise.all([
    may(role, 'sales') ? readSales(db, now) : undefined,
    may(role, 'sales') ? readOrdersByStatus(db) : undefined,
    may(role, 'lowStock') ? readLowStock(db) : undefined,
    readQueues(db),
  ]);
  return {
    ...(sales && { sales }),
    ...(ordersByStatus && { ordersByStatus }),
    ...(lowStock && { lowStock }),
    ...(may(role, 'pendingSellerRequests') && { pendingSellerRequests: queues.pendingSellerRequests }),
    ...(may(role, 'reviewsWaiting') && { reviewsWaiting: queues.reviewsWaiting }),
    ...(may(role, 'unreadMessages') && { unreadMessages: queues.unreadMessages }),
  };
}

/** The first screen after signing in (every role). */
export function registerAdminDashboardRoutes(app: FastifyInstance, deps: AdminDeps): void {
  app.get(
    ADMIN_DASHBOARD_PATH,
    {
      onRequest: requireStaff(deps, DASHBOARD_ROLES),
      schema: {
        tags: ['admin'],
        security: staffSessionSecurity,
        summary: 'The dashboard (every role; each part for the roles that work with it)',
        description:
          'Sales by currency (today, 7 and 30 days, and each of the last 30 days in UTC) and orders by status ' +
          '(owner, orders); variants running low (owner, catalogue); seller requests waiting (owner); reviews ' +
          'waiting for approval (owner, moderator); unread contact messages (owner). A part the role may not ' +
          'see is left out of the answer.',
        response: { 200: jsonSchemaOf(AdminDashboard), ...failureResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // The admin token acts with every right (the CLI); a member sees their role's parts.
      const role: StaffRole = actor.kind === 'staff' ? actor.member.role : 'owner';
      return reply.send(await dashboardFor(deps.db, role));
    },
  );
}
