// The contact messages API under /api/v1/admin/messages: the inbox, one message, its read and
// archived states, and a reply by mail.
import type { AdminMessage, AdminMessagePage, ReplyMessageBody, UpdateMessageBody } from '@shop/contract';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';
import { messageListParams } from './message-view';

export const loadMessagePage = (query: ListQuery) =>
  api<AdminMessagePage>('/messages', { query: messageListParams(query) });

export const loadMessage = (id: number) => api<AdminMessage>(`/messages/${id}`);

export const updateMessage = (id: number, body: UpdateMessageBody) =>
  api<AdminMessage>(`/messages/${id}`, { method: 'PATCH', body });

export const replyToMessage = (id: number, body: ReplyMessageBody) =>
  api<AdminMessage>(`/messages/${id}/reply`, { method: 'POST', body });
