import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language } from '@shop/contract';
import { createPasswordHasher } from '../accounts/password-hashing';
import { sendResetCodeHandler } from '../accounts/password-reset-handlers';
import { insertUser } from '../accounts/users-repository';
import type { Config } from '../config';
import type { RequestContext } from '../protocol/context';
import { createDatabaseCounterStore } from '../rate-limit/database-counter-store';
import { createRateLimiterOn } from '../rate-limit/rate-limiter';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { codeInMail } from '../../test/support/shopper';
import { createMailer } from './mailer';
import { composeResetCodeMail } from './reset-code-mail';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seed: false });
  await insertUser(shop.db, {
    email: 'dev@example.com',
    passwordHash: 'unused',
    firstName: 'Dev',
    lastName: 'Eloper',
    mobileNo: '',
    addressLineOne: 'Street',
    countryId: null,
    stateProvinceId: null,
    cityId: null,
    postalCode: '',
  });
});
afterAll(async () => {
  await shop?.close();
});

/** Sends a code for dev@example.com with the shop in `nodeEnv`; answers what was logged and the new mail. */
async function sendCodeAs(nodeEnv: Config['NODE_ENV'], ip: string) {
  const mailer = createMailer(shop.config);
  const handler = sendResetCodeHandler({
    passwords: createPasswordHasher({ memoryKib: 1024 }),
    rateLimiter: createRateLimiterOn(createDatabaseCounterStore(shop.db)),
    mailer,
    sealKey: randomBytes(32),
    resetCodeKey: randomBytes(32),
  });
  const logged: { fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    info: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
    error: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
  } as unknown as FastifyBaseLogger;
  const context: RequestContext = {
    db: shop.db,
    config: { ...shop.config, NODE_ENV: nodeEnv },
    log,
    languageId: Language.en.id,
    token: '',
    userIdHeader: '',
    idempotencyKey: '',
    ip,
  };
  const before = new Set(await fs.readdir(mailer.outboxDir).catch(() => [] as string[]));
  const outcome = await handler({ Email: 'dev@example.com' }, context);
  await mailer.settle();
  const written = (await fs.readdir(mailer.outboxDir)).filter((name) => !before.has(name));
  return { outcome, logged, mailer, written };
}

describe('the outbox (no SMTP_URL)', () => {
  it('writes each mail as one .eml file readable by the shop only, and logs the code outside production', async () => {
    const { outcome, logged, mailer, written } = await sendCodeAs('development', '192.0.2.1');
    expect(outcome).toMatchObject({ ok: true, message: 'Sent Successfully' });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/\.eml$/);
    const file = path.join(mailer.outboxDir, written[0]!);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const code = codeInMail(await fs.readFile(file, 'utf8'));
    expect(logged).toEqual([
      {
        fields: { email: 'dev@example.com', code, outbox: mailer.outboxDir },
        message: 'password reset code',
      },
    ]);
  });

  it('shows a mail to whoever reads the outbox only once it is whole', async () => {
    const mailer = createMailer(shop.config);
    const to = 'big-mail@example.com';
    // Large enough that writing it takes many steps of the file system.
    const text = `${'A line of a long mail.\n'.repeat(200_000)}The end.`;
    const seen: string[] = [];
    let sending = true;
    const reading = (async () => {
      while (sending) {
        const names = (await fs.readdir(mailer.outboxDir).catch(() => [] as string[])).filter((n) =>
          n.endsWith('.eml'),
        );
        for (const name of names) {
          const raw = await fs.readFile(path.join(mailer.outboxDir, name), 'utf8').catch(() => '');
          if (raw.includes(`To: ${to}`)) seen.push(raw);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await mailer.send({ to, fromName: 'Shop', subject: 'Long', text, html: '<p>Long</p>', language: 'en' });
    sending = false;
    await reading;

    const names = await fs.readdir(mailer.outboxDir);
    expect(names.filter((name) => name.endsWith('.part'))).toEqual([]);
    const [written] = await Promise.all(
      names
        .filter((name) => name.endsWith('.eml'))
        .map((name) => fs.readFile(path.join(mailer.outboxDir, name), 'utf8')),
    ).then((mails) => mails.filter((raw) => raw.includes(`To: ${to}`)));
    expect(written).toContain('The end.');
    for (const raw of seen) expect(raw).toBe(written);
  });

  it('does not log the code in production', async () => {
    const { logged, written } = await sendCodeAs('production', '192.0.2.2');
    expect(written).toHaveLength(1);
    expect(logged).toEqual([]);
  });
});

describe('composeResetCodeMail', () => {
  it("escapes the shop's name in the HTML part", () => {
    const mail = composeResetCodeMail({
      code: '123456',
      shopName: 'Tom & <Jerry>',
      languageId: Language.en.id,
      validMinutes: 10,
    });
    expect(mail.html).toContain('Tom &#38; &#60;Jerry&#62;');
    expect(mail.html).not.toContain('<Jerry>');
    expect(mail.text).toContain('Tom & <Jerry>');
    expect(mail.language).toBe('en');
  });

  it('writes Arabic right to left, keeping the code left to right', () => {
    const mail = composeResetCodeMail({
      code: '012345',
      shopName: 'متجر',
      languageId: Language.ar.id,
      validMinutes: 10,
    });
    expect(mail.language).toBe('ar');
    expect(mail.html).toContain('<div dir="rtl" lang="ar">');
    expect(mail.html).toContain('dir="ltr"><strong>012345</strong>');
    expect(mail.text).toContain('012345');
  });
});
