// The content API under /api/v1/admin: banners and campaigns (list, one, create, change, delete,
// order), the about/FAQ/terms pages and the logo.
import type {
  AdminBanner,
  AdminCampaign,
  AdminContentPage,
  AdminContentPageList,
  AdminLogo,
  AdminPage,
  ContentPageSlug,
  CreateBannerBody,
  CreateCampaignBody,
  SaveContentPageBody,
  UpdateBannerBody,
  UpdateCampaignBody,
} from '@shop/contract';
import { ADMIN_PAGE_MAX } from '@shop/contract';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';

/** The two scheduled kinds of content, as the API names them. */
export type ScheduledNoun = 'banners' | 'campaigns';
export type ScheduledRow = AdminBanner | AdminCampaign;

const SORTS = ['displayOrder', 'id'];
const flag = (value: string | undefined) => (value === 'true' || value === 'false' ? value : undefined);

/** One page of banners or campaigns as the list's URL asks for it (q, sort, order, active). */
export function loadScheduledPage(noun: ScheduledNoun, query: ListQuery): Promise<AdminPage<ScheduledRow>> {
  return api<AdminPage<ScheduledRow>>(`/${noun}`, {
    query: {
      limit: query.limit,
      offset: query.offset,
      q: query.q,
      sort: SORTS.includes(query.sort) ? query.sort : undefined,
      order: query.order,
      active: flag(query.filters.active),
    },
  });
}

/** Every id, in display order (to move one and send the whole order). */
export async function loadScheduledIds(noun: ScheduledNoun): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += ADMIN_PAGE_MAX) {
    const page = await api<AdminPage<ScheduledRow>>(`/${noun}`, {
      query: { limit: ADMIN_PAGE_MAX, offset, sort: 'displayOrder', order: 'asc' },
    });
    ids.push(...page.items.map((row) => row.id));
    if (ids.length >= page.total || page.items.length === 0) return ids;
  }
}

export const saveScheduledOrder = (noun: ScheduledNoun, ids: number[]) =>
  api<unknown>(`/${noun}/order`, { method: 'PUT', body: { ids } });

export const deleteScheduled = (noun: ScheduledNoun, id: number) => api<void>(`/${noun}/${id}`, { method: 'DELETE' });

export const setScheduledActive = (noun: ScheduledNoun, id: number, isActive: boolean) =>
  api<ScheduledRow>(`/${noun}/${id}`, { method: 'PATCH', body: { isActive } });

export const loadBanner = (id: number) => api<AdminBanner>(`/banners/${id}`);
export const createBanner = (body: CreateBannerBody) => api<AdminBanner>('/banners', { method: 'POST', body });
export const updateBanner = (id: number, body: UpdateBannerBody) =>
  api<AdminBanner>(`/banners/${id}`, { method: 'PATCH', body });

export const loadCampaign = (id: number) => api<AdminCampaign>(`/campaigns/${id}`);
export const createCampaign = (body: CreateCampaignBody) => api<AdminCampaign>('/campaigns', { method: 'POST', body });
export const updateCampaign = (id: number, body: UpdateCampaignBody) =>
  api<AdminCampaign>(`/campaigns/${id}`, { method: 'PATCH', body });

export const loadContentPages = () => api<AdminContentPageList>('/pages');
export const loadContentPage = (slug: ContentPageSlug) => api<AdminContentPage>(`/pages/${slug}`);
export const saveContentPage = (slug: ContentPageSlug, body: SaveContentPageBody) =>
  api<AdminContentPage>(`/pages/${slug}`, { method: 'PUT', body });
export const restoreContentPage = (slug: ContentPageSlug) => api<void>(`/pages/${slug}`, { method: 'DELETE' });

export const loadLogo = () => api<AdminLogo>('/logo');
export const saveLogo = (url: string) => api<AdminLogo>('/logo', { method: 'PUT', body: { url } });
