import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin-deps';

/** Every storefront text in English and Arabic. */
export function registerAdminLabelRoutes(_app: FastifyInstance, _deps: AdminDeps): void {}
