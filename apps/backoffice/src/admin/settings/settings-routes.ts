import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin-deps';

/** The shop's settings. */
export function registerAdminSettingsRoutes(_app: FastifyInstance, _deps: AdminDeps): void {}
