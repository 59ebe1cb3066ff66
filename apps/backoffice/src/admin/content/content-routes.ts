import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin-deps';
import { registerAdminBannerRoutes } from './banner-routes';
import { registerAdminCampaignRoutes } from './campaign-routes';
import { registerAdminContentPageRoutes } from './content-page-routes';
import { registerAdminLogoRoutes } from './logo-routes';

/** Banners, campaigns, pages and the logo. */
export function registerAdminContentRoutes(app: FastifyInstance, deps: AdminDeps): void {
  registerAdminBannerRoutes(app, deps);
  registerAdminCampaignRoutes(app, deps);
  registerAdminContentPageRoutes(app, deps);
  registerAdminLogoRoutes(app, deps);
}
