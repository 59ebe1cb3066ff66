// The storefront's labels under /api/v1/admin/labels: a page of them, and a change of one.
import { ScreenName, type AdminLabel, type AdminLabelPage, type UpdateLabelBody } from '@shop/contract';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';

/** One page of labels as the list's URL asks for it; an unknown screen or sort falls back to all and the default. */
export function loadLabelPage(query: ListQuery): Promise<AdminLabelPage> {
  const { screen, missing } = query.filters;
  return api<AdminLabelPage>('/labels', {
    query: {
      limit: query.limit,
      offset: query.offset,
      q: query.q,
      sort: query.sort === 'screen' || query.sort === 'key' ? query.sort : undefined,
      order: query.order,
      screen: ScreenName.safeParse(screen).success ? screen : undefined,
      missing: missing === 'true' || missing === 'false' ? missing : undefined,
    },
  });
}

export const saveLabel = (label: Pick<AdminLabel, 'screen' | 'key'>, body: UpdateLabelBody) =>
  api<AdminLabel>(`/labels/${encodeURIComponent(label.screen)}/${encodeURIComponent(label.key)}`, {
    method: 'PATCH',
    body,
  });
