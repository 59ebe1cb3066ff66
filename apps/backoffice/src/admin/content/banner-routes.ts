import type { FastifyInstance } from 'fastify';
import { AdminBanner, AdminBannerPage, BannerListQuery, CreateBannerBody, UpdateBannerBody } from '@shop/contract';
import { banners } from '../../db/schema';
import type { AdminDeps } from '../admin-deps';
import {
  deleteBanner,
  findAdminBanner,
  insertBanner,
  listAdminBanners,
  writeBanner,
  type BannerFields,
} from './banner-repository';
import { registerScheduledContentRoutes, type ScheduledContent } from './scheduled-content-routes';

export const ADMIN_BANNERS_PATH = '/api/v1/admin/banners';

const bannerContent: ScheduledContent<BannerFields> = {
  resource: 'banner',
  plural: 'banners',
  path: ADMIN_BANNERS_PATH,
  table: banners,
  schemas: {
    item: AdminBanner,
    page: AdminBannerPage,
    query: BannerListQuery,
    create: CreateBannerBody,
    update: UpdateBannerBody,
  },
  // Banner texts are plain text: the storefront never renders them as markup.
  clean: (fields) => fields,
  list: listAdminBanners,
  find: findAdminBanner,
  insert: insertBanner,
  write: writeBanner,
  remove: deleteBanner,
};

/** The home banners: list, read, create, change, delete and reorder. */
export function registerAdminBannerRoutes(app: FastifyInstance, deps: AdminDeps): void {
  registerScheduledContentRoutes(app, deps, bannerContent);
}
