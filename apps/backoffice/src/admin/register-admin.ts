import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from './admin-deps';
import { registerAdminAuditRoutes } from './admin-audit-routes';
import { adminOriginCheck } from './admin-origin';
import { registerAdminOrderRoutes } from './admin-order-routes';
import { ADMIN_SESSION_PATH, registerAdminSessionRoutes } from './admin-session-routes';
import { registerAdminStaffRoutes } from './admin-staff-routes';
import { registerAdminProductRoutes } from './catalogue/product-routes';
import { registerAdminContentRoutes } from './content/content-routes';
import { registerAdminDashboardRoutes } from './dashboard/dashboard-routes';
import { registerAdminJobRoutes } from './jobs/job-routes';
import { registerAdminCouponRoutes } from './coupons/coupon-routes';
import { registerAdminCustomerRoutes } from './customers/customer-routes';
import { registerAdminLabelRoutes } from './labels/label-routes';
import { registerAdminMediaRoutes } from './media/media-routes';
import { registerAdminPaymentRoutes } from './payments/payment-routes';
import { registerAdminMessageRoutes } from './messages/message-routes';
import { registerAdminReviewRoutes } from './reviews/review-routes';
import { registerAdminSellerRoutes } from './sellers/seller-request-routes';
import { registerAdminSettingsRoutes } from './settings/settings-routes';
import { registerAdminTaxonomyRoutes } from './taxonomy/taxonomy-routes';

/** The shop owner's admin API under /api/v1/admin/. */
export async function registerAdmin(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  app.addHook('onRequest', adminOriginCheck({ publicUrl: deps.config.PUBLIC_URL, loginPath: ADMIN_SESSION_PATH }));
  registerAdminSessionRoutes(app, deps);
  registerAdminStaffRoutes(app, deps);
  registerAdminAuditRoutes(app, deps);
  await registerAdminOrderRoutes(app, deps);
  registerAdminTaxonomyRoutes(app, deps);
  registerAdminProductRoutes(app, deps);
  registerAdminMediaRoutes(app, deps);
  registerAdminContentRoutes(app, deps);
  registerAdminCouponRoutes(app, deps);
  registerAdminSettingsRoutes(app, deps);
  registerAdminLabelRoutes(app, deps);
  registerAdminReviewRoutes(app, deps);
  registerAdminMessageRoutes(app, deps);
  registerAdminDashboardRoutes(app, deps);
  registerAdminCustomerRoutes(app, deps);
  registerAdminSellerRoutes(app, deps);
  registerAdminPaymentRoutes(app, deps);
  registerAdminJobRoutes(app, deps);
}
