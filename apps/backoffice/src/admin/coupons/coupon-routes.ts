import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin-deps';

/** Coupons. */
export function registerAdminCouponRoutes(_app: FastifyInstance, _deps: AdminDeps): void {}
