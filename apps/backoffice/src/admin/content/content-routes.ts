import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin-deps';

/** Banners, campaigns, pages and the logo. */
export function registerAdminContentRoutes(_app: FastifyInstance, _deps: AdminDeps): void {}
