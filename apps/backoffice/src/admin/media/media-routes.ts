import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin-deps';

/** Uploads: images and digital files. */
export function registerAdminMediaRoutes(_app: FastifyInstance, _deps: AdminDeps): void {}
