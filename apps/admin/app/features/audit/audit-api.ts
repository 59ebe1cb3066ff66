import type { AdminPage, AuditEntry, AuditLogPage } from '@shop/contract';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';

/** One page of the audit log, newest first, as a list page. */
export async function loadAuditPage(query: ListQuery): Promise<AdminPage<AuditEntry>> {
  const { resource, action } = query.filters;
  const page = await api<AuditLogPage>('/audit-log', {
    query: { limit: query.limit, offset: query.offset, resource, action },
  });
  return { items: page.entries, total: page.total, limit: page.limit, offset: page.offset };
}
