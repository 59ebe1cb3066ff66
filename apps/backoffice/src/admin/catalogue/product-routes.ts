import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin-deps';

/** Products, their variants and stock. */
export function registerAdminProductRoutes(_app: FastifyInstance, _deps: AdminDeps): void {}
