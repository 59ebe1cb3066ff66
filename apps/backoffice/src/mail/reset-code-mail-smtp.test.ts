import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import {
  GOOD_PASSWORD,
  codeInMail,
  decodeMailBodies,
  findPlaces,
  freshAddress,
  fromAddress,
  logIn,
  outboxFiles,
  signUpAndLogIn,
  subjectOf,
} from '../../test/support/shopper';
import { startSmtpInbox, type SmtpInbox } from '../../test/support/smtp-inbox';

let inbox: SmtpInbox;
let shop: TestShop;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await createTestShop({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'shop@heritage.example' } });
  const { home } = await findPlaces(shop);
  await signUpAndLogIn(shop, home, 'sara@example.com');
});
afterAll(async () => {
  await shop?.close();
  await inbox?.close();
});

const sendCode = (language: string) =>
  shop.call(
    endpointPath('validate-email-send-otp'),
    { Email: 'sara@example.com' },
    fromAddress(freshAddress(), { 'accept-language': language }),
  );

describe('the reset-code mail over SMTP', () => {
  it('arrives in English from the shop, and its code resets the password', async () => {
    expect((await sendCode('en-GB,en;q=0.9')).body.message).toBe('Sent Successfully');
    const [mail] = await inbox.waitFor(1);
    expect(mail!.to).toEqual(['sara@example.com']);
    expect(mail!.from).toBe('shop@heritage.example');
    expect(mail!.raw).toMatch(/^From: Palestine Heritage Shop <shop@heritage\.example>$/m);
    expect(mail!.raw).toMatch(/^Content-Language: en$/m);
    expect(subjectOf(mail!.raw)).toBe('Your password reset code - Palestine Heritage Shop');
    const body = decodeMailBodies(mail!.raw);
    expect(body).toContain('Your code to reset your password at Palestine Heritage Shop is:');
    expect(body).toContain('valid for 10 minutes');
    const code = codeInMail(mail!.raw);

    const reply = await shop.call(
      endpointPath('validate-otp-change-password'),
      {
        Email: 'sara@example.com',
        Otp: code,
        Password: 'sea of jaffa oranges',
        ConfirmPassword: 'sea of jaffa oranges',
      },
      fromAddress(freshAddress()),
    );
    expect(reply.body.message).toBe('Password reset successfully');
    expect((await logIn(shop, 'sara@example.com', 'sea of jaffa oranges')).token).toBeTruthy();
  });

  it('arrives in Arabic, right to left, with the Arabic shop name, when the request asks for Arabic', async () => {
    expect((await sendCode('ar')).body.message).toBe('Sent Successfully');
    const received = await inbox.waitFor(2);
    const mail = received[1]!;
    expect(mail.raw).toMatch(/^Content-Language: ar$/m);
    expect(subjectOf(mail.raw)).toBe('رمز إعادة تعيين كلمة المرور - متجر التراث الفلسطيني');
    const body = decodeMailBodies(mail.raw);
    expect(body).toContain('رمز إعادة تعيين كلمة المرور في متجر التراث الفلسطيني هو:');
    expect(body).toContain('dir="rtl"');
    const code = codeInMail(mail.raw);
    expect(code).toMatch(/^\d{6}$/);

    const reply = await shop.call(
      endpointPath('validate-otp-change-password'),
      { Email: 'sara@example.com', Otp: code, Password: GOOD_PASSWORD, ConfirmPassword: GOOD_PASSWORD },
      fromAddress(freshAddress()),
    );
    expect(reply.body.message).toBe('Password reset successfully');
  });

  it('writes nothing to the outbox when a mail server is configured', async () => {
    expect(await outboxFiles(shop)).toEqual([]);
  });
});
