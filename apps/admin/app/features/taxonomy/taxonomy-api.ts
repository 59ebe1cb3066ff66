// The taxonomy API under /api/v1/admin/<noun>: the same calls for categories, brands, tags, colours
// and sizes.
import { ADMIN_PAGE_MAX, type AdminPage, type TaxonomyOrder } from '@shop/contract';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';
import type { TaxonomyBody, TaxonomyChanges, TaxonomyEntry, TaxonomyNoun } from './taxonomy-nouns';

/** One page of the noun's list, as the list's URL asks for it (q, sort, order, active). */
export function loadTaxonomyPage(noun: TaxonomyNoun, query: ListQuery): Promise<AdminPage<TaxonomyEntry>> {
  const { active } = query.filters;
  return api<AdminPage<TaxonomyEntry>>(`/${noun.path}`, {
    query: {
      limit: query.limit,
      offset: query.offset,
      sort: query.sort,
      order: query.order,
      q: query.q,
      active: active === 'true' || active === 'false' ? active : undefined,
    },
  });
}

/** Every entry of the noun in display order, page after page (for the full order and the parent list). */
export async function loadAllEntries(noun: TaxonomyNoun): Promise<TaxonomyEntry[]> {
  const entries: TaxonomyEntry[] = [];
  for (;;) {
    const page = await api<AdminPage<TaxonomyEntry>>(`/${noun.path}`, {
      query: { limit: ADMIN_PAGE_MAX, offset: entries.length, sort: 'displayOrder', order: 'asc' },
    });
    entries.push(...page.items);
    if (page.items.length === 0 || entries.length >= page.total) return entries;
  }
}

export const loadEntry = (noun: TaxonomyNoun, id: number) => api<TaxonomyEntry>(`/${noun.path}/${id}`);

export const createEntry = (noun: TaxonomyNoun, body: TaxonomyBody) =>
  api<TaxonomyEntry>(`/${noun.path}`, { method: 'POST', body });

export const updateEntry = (noun: TaxonomyNoun, id: number, body: TaxonomyChanges) =>
  api<TaxonomyEntry>(`/${noun.path}/${id}`, { method: 'PATCH', body });

export const deleteEntry = (noun: TaxonomyNoun, id: number) => api<void>(`/${noun.path}/${id}`, { method: 'DELETE' });

/** Puts every entry of the noun in the order of `ids` (the server refuses a list that misses one). */
export const saveOrder = (noun: TaxonomyNoun, ids: number[]) =>
  api<TaxonomyOrder>(`/${noun.path}/order`, { method: 'PUT', body: { ids } satisfies TaxonomyOrder });
