// The coupons API under /api/v1/admin/coupons: the list, one coupon, and creating, changing and
// deleting one.
import type { AdminCoupon, AdminCouponPage, CreateCouponBody, UpdateCouponBody } from '@shop/contract';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';

/** The columns the API sorts by; a hand-edited URL with another falls back to the code. */
export const COUPON_SORTS = ['code', 'timesUsed', 'validTo', 'id'] as const;

const flag = (value: string | undefined) => (value === 'true' || value === 'false' ? value : undefined);

/** One page of coupons as the list's URL asks for it (q, sort, order, active, expired). */
export function loadCouponPage(query: ListQuery): Promise<AdminCouponPage> {
  return api<AdminCouponPage>('/coupons', {
    query: {
      limit: query.limit,
      offset: query.offset,
      q: query.q,
      sort: (COUPON_SORTS as readonly string[]).includes(query.sort) ? query.sort : undefined,
      order: query.order,
      active: flag(query.filters.active),
      expired: flag(query.filters.expired),
    },
  });
}

export const loadCoupon = (id: number) => api<AdminCoupon>(`/coupons/${id}`);

export const createCoupon = (body: CreateCouponBody) => api<AdminCoupon>('/coupons', { method: 'POST', body });

export const updateCoupon = (id: number, body: UpdateCouponBody) =>
  api<AdminCoupon>(`/coupons/${id}`, { method: 'PATCH', body });

export const deleteCoupon = (id: number) => api<void>(`/coupons/${id}`, { method: 'DELETE' });
