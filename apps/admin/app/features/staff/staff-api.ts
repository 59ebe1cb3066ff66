// The owner's calls about staff members: the list, one member, adding one and changing one.
import {
  STAFF_SORTABLE,
  StaffRole,
  type CreateStaffBody,
  type StaffAnswer,
  type StaffMember,
  type StaffPage,
  type UpdateStaffBody,
} from '@shop/contract';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';

const sortable = new Set<string>(STAFF_SORTABLE);

/** A page of members; a hand-edited URL with an unknown sort or filter falls back to the defaults. */
export async function loadStaffPage(query: ListQuery): Promise<StaffPage> {
  const { role, active } = query.filters;
  return api<StaffPage>('/staff', {
    query: {
      limit: query.limit,
      offset: query.offset,
      q: query.q,
      sort: sortable.has(query.sort) ? query.sort : undefined,
      order: query.order,
      role: StaffRole.safeParse(role).success ? role : undefined,
      active: active === 'true' || active === 'false' ? active : undefined,
    },
  });
}

export const loadStaffMember = async (id: number): Promise<StaffMember> =>
  (await api<StaffAnswer>(`/staff/${id}`)).staff;

export const createStaffMember = async (body: CreateStaffBody): Promise<StaffMember> =>
  (await api<StaffAnswer>('/staff', { method: 'POST', body })).staff;

export const updateStaffMember = async (id: number, body: UpdateStaffBody): Promise<StaffMember> =>
  (await api<StaffAnswer>(`/staff/${id}`, { method: 'PATCH', body })).staff;
