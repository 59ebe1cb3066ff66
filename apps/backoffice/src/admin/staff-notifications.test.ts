import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@shop/contract';
import type { Executor } from '../db/database';
import { staff } from '../db/schema';
import type { MailMessage, Mailer } from '../mail/mailer';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { adminLink, listNotifiedStaff, notifyStaff } from './staff-notifications';

let shop: TestShop;
const members = {} as Record<string, number>;

async function addMember(
  key: string,
  fields: { role: StaffRole; active?: boolean; notifyByMail?: boolean; language?: 'en' | 'ar' },
) {
  const [row] = await shop.db
    .insert(staff)
    .values({ name: key, email: `${key}@example.com`, passwordHash: 'not a hash', ...fields })
    .returning({ id: staff.id });
  members[key] = row!.id;
}

beforeAll(async () => {
  shop = await createTestShop();
  await addMember('owner', { role: 'owner' });
  await addMember('arabic-owner', { role: 'owner', language: 'ar' });
  await addMember('inactive-owner', { role: 'owner', active: false });
  await addMember('opted-in', { role: 'orders', notifyByMail: true, language: 'ar' });
  await addMember('opted-in-inactive', { role: 'catalogue', notifyByMail: true, active: false });
  await addMember('not-opted-in', { role: 'moderator' });
});
afterAll(async () => {
  await shop?.close();
});

/** A mailer that keeps what it is asked to send. */
function recordingMailer(): Mailer & { sent: { message: MailMessage; context: Record<string, unknown> }[] } {
  const sent: { message: MailMessage; context: Record<string, unknown> }[] = [];
  return {
    sent,
    usesOutbox: true,
    outboxDir: '',
    send: async (message) => {
      sent.push({ message, context: {} });
    },
    sendInBackground: async (message, _log, context) => {
      sent.push({ message, context });
    },
    settle: async () => {},
  };
}

function recordingLog() {
  const errors: unknown[][] = [];
  return { errors, log: { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger };
}

describe('who is notified', () => {
  it('is every active owner and every active member who opted in, nobody else', async () => {
    const notified = await listNotifiedStaff(shop.db);
    expect(notified).toEqual([
      { id: members.owner, name: 'owner', email: 'owner@example.com', language: 'en' },
      { id: members['arabic-owner'], name: 'arabic-owner', email: 'arabic-owner@example.com', language: 'ar' },
      { id: members['opted-in'], name: 'opted-in', email: 'opted-in@example.com', language: 'ar' },
    ]);
  });
});

describe('notifyStaff', () => {
  it("mails each notified member the notice written for them, from the shop's name in their language", async () => {
    const mailer = recordingMailer();
    const { log, errors } = recordingLog();
    await notifyStaff(
      { db: shop.db, mailer, log },
      (member, shopName) => ({
        subject: `${member.language}: ${shopName}`,
        text: `Hello ${member.name}`,
        html: '<p>Hello</p>',
        language: member.language,
      }),
      { orderId: 7 },
    );
    expect(errors).toEqual([]);
    expect(mailer.sent.map(({ message, context }) => [message.to, message.fromName, message.subject, context])).toEqual(
      [
        [
          'owner@example.com',
          'Palestine Heritage Shop',
          'en: Palestine Heritage Shop',
          { orderId: 7, staffId: members.owner },
        ],
        [
          'arabic-owner@example.com',
          'متجر التراث الفلسطيني',
          'ar: متجر التراث الفلسطيني',
          { orderId: 7, staffId: members['arabic-owner'] },
        ],
        [
          'opted-in@example.com',
          'متجر التراث الفلسطيني',
          'ar: متجر التراث الفلسطيني',
          { orderId: 7, staffId: members['opted-in'] },
        ],
      ],
    );
  });

  it('never throws: a failure is logged with its context and nothing is sent', async () => {
    const mailer = recordingMailer();
    const { log, errors } = recordingLog();
    const failing = {
      select: () => {
        throw new Error('database gone');
      },
    } as unknown as Executor;
    await expect(
      notifyStaff({ db: failing, mailer, log }, () => ({ subject: '', text: '', html: '', language: 'en' }), {
        contactMessageId: 3,
      }),
    ).resolves.toBeUndefined();
    expect(mailer.sent).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toMatchObject({
      contactMessageId: 3,
      err: expect.objectContaining({ message: 'database gone' }),
    });
  });
});

describe('adminLink', () => {
  it.each([
    ['http://localhost:4000', 'http://localhost:4000/admin/messages/12'],
    ['https://shop.example/', 'https://shop.example/admin/messages/12'],
    ['https://example.org/shop', 'https://example.org/shop/admin/messages/12'],
  ])('under %s is %s', (publicUrl, link) => {
    expect(adminLink({ PUBLIC_URL: publicUrl }, 'messages/12')).toBe(link);
  });
});
