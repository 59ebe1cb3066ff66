import { describe, expect, it } from 'vitest';
import { CONTACT_REPLY_SUBJECT_MAX_LENGTH } from '@shop/contract';
import { readListQuery } from '../../ui/list-query';
import { messageBoxOf, messageListParams, messageState, replySubject } from './message-view';

const times = (readAt: string | null, archivedAt: string | null = null, repliedAt: string | null = null) => ({
  readAt,
  archivedAt,
  repliedAt,
});

describe('the inbox', () => {
  it('shows the inbox unless the URL names another box', () => {
    expect(messageBoxOf({})).toBe('inbox');
    expect(messageBoxOf({ box: 'unread' })).toBe('unread');
    expect(messageBoxOf({ box: 'archived' })).toBe('archived');
    expect(messageBoxOf({ box: 'spam' })).toBe('inbox');
    const query = readListQuery(new URLSearchParams('box=unread&q=oil&sort=email'), 'createdAt', 'desc');
    expect(messageListParams(query)).toMatchObject({ box: 'unread', q: 'oil', sort: 'email', order: 'desc' });
    expect(messageListParams({ ...query, sort: 'message' }).sort).toBe('createdAt');
  });

  it('tells a message’s state, archived first, then replied, read or unread', () => {
    expect(messageState(times(null))).toBe('unread');
    expect(messageState(times('2026-01-01T00:00:00Z'))).toBe('read');
    expect(messageState(times('2026-01-01T00:00:00Z', null, '2026-01-02T00:00:00Z'))).toBe('replied');
    expect(messageState(times(null, '2026-01-03T00:00:00Z', '2026-01-02T00:00:00Z'))).toBe('archived');
  });

  it('starts a reply’s subject with "Re:" once, on one line, within the longest subject', () => {
    expect(replySubject('When is the new oil in?')).toBe('Re: When is the new oil in?');
    expect(replySubject('RE: harvest')).toBe('RE: harvest');
    expect(replySubject('  موعد الحصاد  ')).toBe('Re: موعد الحصاد');
    expect(replySubject('two\r\nlines')).toBe('Re: two lines');
    expect(replySubject('x'.repeat(300))).toHaveLength(CONTACT_REPLY_SUBJECT_MAX_LENGTH);
  });
});
