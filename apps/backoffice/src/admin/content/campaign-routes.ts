import type { FastifyInstance } from 'fastify';
import {
  AdminCampaign,
  AdminCampaignPage,
  CampaignListQuery,
  CreateCampaignBody,
  UpdateCampaignBody,
} from '@shop/contract';
import { campaigns } from '../../db/schema';
import type { AdminDeps } from '../admin-deps';
import { sanitizeRichText } from '../rich-text';
import {
  deleteCampaign,
  findAdminCampaign,
  insertCampaign,
  listAdminCampaigns,
  writeCampaign,
  type CampaignFields,
} from './campaign-repository';
import { registerScheduledContentRoutes, type ScheduledContent } from './scheduled-content-routes';

export const ADMIN_CAMPAIGNS_PATH = '/api/v1/admin/campaigns';

const campaignContent: ScheduledContent<CampaignFields> = {
  resource: 'campaign',
  plural: 'campaigns',
  path: ADMIN_CAMPAIGNS_PATH,
  table: campaigns,
  schemas: {
    item: AdminCampaign,
    page: AdminCampaignPage,
    query: CampaignListQuery,
    create: CreateCampaignBody,
    update: UpdateCampaignBody,
  },
  // The body comes from the rich-text editor: only the markup the storefront shows safely is kept.
  clean: (fields) => ({
    ...fields,
    body: { en: sanitizeRichText(fields.body.en), ar: sanitizeRichText(fields.body.ar) },
  }),
  list: listAdminCampaigns,
  find: findAdminCampaign,
  insert: insertCampaign,
  write: writeCampaign,
  remove: deleteCampaign,
};

/** The campaigns: list, read, create, change, delete and reorder. */
export function registerAdminCampaignRoutes(app: FastifyInstance, deps: AdminDeps): void {
  registerScheduledContentRoutes(app, deps, campaignContent);
}
