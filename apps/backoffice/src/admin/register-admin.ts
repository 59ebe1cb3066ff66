import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { PasswordHasher } from '../accounts/password-hashing';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { registerAdminAuditRoutes } from './admin-audit-routes';
import { adminOriginCheck } from './admin-origin';
import { registerAdminOrderRoutes } from './admin-order-routes';
import { ADMIN_SESSION_PATH, registerAdminSessionRoutes } from './admin-session-routes';
import { registerAdminStaffRoutes } from './admin-staff-routes';

/** The shop owner's admin API under /api/v1/admin/: sessions, staff, the audit log and orders. */
export async function registerAdmin(
  app: FastifyInstance,
  deps: { config: Config; db: Database; rateLimiter: RateLimiter; adminToken: string; passwords: PasswordHasher },
): Promise<void> {
  app.addHook('onRequest', adminOriginCheck({ publicUrl: deps.config.PUBLIC_URL, loginPath: ADMIN_SESSION_PATH }));
  registerAdminSessionRoutes(app, deps);
  registerAdminStaffRoutes(app, deps);
  registerAdminAuditRoutes(app, deps);
  await registerAdminOrderRoutes(app, deps);
}
