import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin-deps';

/** Categories, brands, tags, colours and sizes. */
export function registerAdminTaxonomyRoutes(_app: FastifyInstance, _deps: AdminDeps): void {}
