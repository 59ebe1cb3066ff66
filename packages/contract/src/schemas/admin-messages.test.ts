import { describe, expect, it } from 'vitest';
import {
  AdminMessageListQuery,
  AdminSubscriberExportQuery,
  AdminSubscriberListQuery,
  ReplyMessageBody,
  subscriberStateOf,
} from './admin-messages';

describe('subscriberStateOf', () => {
  it.each([
    [{ confirmedAt: null, unsubscribedAt: null }, 'pending'],
    [{ confirmedAt: '2030-01-01T00:00:00.000Z', unsubscribedAt: null }, 'confirmed'],
    [{ confirmedAt: '2030-01-01T00:00:00.000Z', unsubscribedAt: '2030-02-01T00:00:00.000Z' }, 'unsubscribed'],
    [{ confirmedAt: null, unsubscribedAt: '2030-02-01T00:00:00.000Z' }, 'unsubscribed'],
  ])('%j is %s', (times, state) => {
    expect(subscriberStateOf(times)).toBe(state);
  });
});

describe('list queries', () => {
  it('show the inbox and the newest first unless told', () => {
    expect(AdminMessageListQuery.parse({})).toEqual({
      limit: 25,
      offset: 0,
      sort: 'createdAt',
      order: 'desc',
      box: 'inbox',
    });
    expect(AdminSubscriberListQuery.parse({ state: 'confirmed' })).toMatchObject({
      sort: 'createdAt',
      order: 'desc',
      state: 'confirmed',
    });
  });

  it('export without paging', () => {
    expect(AdminSubscriberExportQuery.parse({ limit: '5', offset: '10' })).toEqual({
      sort: 'createdAt',
      order: 'desc',
    });
  });
});

describe('ReplyMessageBody', () => {
  it('trims the subject and the text, keeping the line breaks inside', () => {
    expect(ReplyMessageBody.parse({ subject: '  Re: tins ', body: '\nYes.\n\nWe do.\n' })).toEqual({
      subject: 'Re: tins',
      body: 'Yes.\n\nWe do.',
    });
  });

  it.each([
    [{ subject: 'Hi\nBcc: x@example.com', body: 'Hello' }, ['subject'], 'One line, without line breaks'],
    [{ subject: '', body: 'Hello' }, ['subject'], 'Required'],
    [{ subject: 'Hi', body: ' ' }, ['body'], 'Required'],
  ])('refuses %j naming the field', (body, path, message) => {
    const parsed = ReplyMessageBody.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path, message });
  });
});
