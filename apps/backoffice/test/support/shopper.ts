// Helpers for tests that act as a shopper: places to live, sign-up, login and the mail outbox.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { endpointPath } from '@shop/contract';
import { queryRows } from '../../src/db/database';
import type { TestShop } from './test-app';

export interface Place {
  countryId: number;
  stateId: number;
  cityId: number;
  countryName: string;
  stateName: string;
  cityName: string;
}

/** A city of the demo shop with its state and country, and one city of another state. */
export async function findPlaces(shop: Pick<TestShop, 'db'>): Promise<{ home: Place; elsewhereCityId: number }> {
  const places = await queryRows<{
    country_id: number;
    state_id: number;
    city_id: number;
    country_name: string;
    state_name: string;
    city_name: string;
  }>(
    shop.db,
    sql`SELECT co.id AS country_id, s.id AS state_id, c.id AS city_id,
               co.name AS country_name, s.name AS state_name, c.name AS city_name
          FROM cities c JOIN states_provinces s ON s.id = c.state_province_id JOIN countries co ON co.id = s.country_id
         ORDER BY co.id, s.id, c.id`,
  );
  const first = places[0]!;
  const other = places.find((place) => place.state_id !== first.state_id)!;
  return {
    home: {
      countryId: first.country_id,
      stateId: first.state_id,
      cityId: first.city_id,
      countryName: first.country_name,
      stateName: first.state_name,
      cityName: first.city_name,
    },
    elsewhereCityId: other.city_id,
  };
}

/** Headers of a caller at its own address (the app trusts X-Forwarded-For, as behind the storefront). */
export const fromAddress = (ip: string, headers: Record<string, string> = {}) => ({
  'x-forwarded-for': ip,
  ...headers,
});

let addressCounter = 0;
/** A caller address no other test used, so per-address limits of one test do not touch another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.7`;
}

export const GOOD_PASSWORD = 'olive grove 1948';

export function signupParams(place: Place, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    FirstName: 'Lina',
    LastName: 'Haddad',
    EmailAddress: 'lina@example.com',
    Password: GOOD_PASSWORD,
    MobileNo: '+970599000000',
    AddressLineOne: 'Main street 1',
    CountryID: place.countryId,
    StateProvinceId: place.stateId,
    CityId: place.cityId,
    PostalCode: '00972',
    recordValueJson: '[]',
    ...overrides,
  };
}

/** Signs a shopper up and logs them in; answers the session token and user id. */
export async function signUpAndLogIn(
  shop: TestShop,
  place: Place,
  email: string,
  password = GOOD_PASSWORD,
): Promise<{ token: string; userId: number }> {
  const ip = freshAddress();
  const signup = await shop.call(
    endpointPath('signup-user'),
    signupParams(place, { EmailAddress: email, Password: password }),
    fromAddress(ip),
  );
  if (signup.rows[0]?.ResponseMsg !== 'Saved Successfully') throw new Error(`sign-up failed: ${signup.raw.body}`);
  return logIn(shop, email, password, ip);
}

export async function logIn(
  shop: TestShop,
  email: string,
  password: string,
  ip = freshAddress(),
): Promise<{ token: string; userId: number }> {
  const login = await shop.call(endpointPath('get-user-login'), { Email: email, Password: password }, fromAddress(ip));
  if (!login.body.token) throw new Error(`login failed: ${login.raw.body}`);
  return { token: login.body.token, userId: login.rows[0]!.UserID as number };
}

const outboxOf = (shop: TestShop) => path.join(shop.config.DATA_DIR, 'outbox');

/** The .eml files in the outbox, oldest first. */
export async function outboxFiles(shop: TestShop): Promise<string[]> {
  const names = await fs.readdir(outboxOf(shop)).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.eml')).sort();
}

/** Waits for the outbox to hold `count` messages and answers the newest one's text. */
export async function waitForOutboxMessage(shop: TestShop, count: number): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const files = await outboxFiles(shop);
    if (files.length >= count) return fs.readFile(path.join(outboxOf(shop), files[count - 1]!), 'utf8');
    if (Date.now() > deadline) throw new Error(`the outbox holds ${files.length} messages, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The 6-digit code in a mail, after undoing its transfer encoding. */
export function codeInMail(raw: string): string {
  const code = /\b(\d{6})\b/.exec(decodeMailBodies(raw));
  if (!code) throw new Error('no 6-digit code in the mail');
  return code[1]!;
}

/** Every part of a MIME message with its quoted-printable or base64 encoding undone, joined. */
export function decodeMailBodies(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The subject of a mail, with its =?UTF-8?B?...?= or =?UTF-8?Q?...?= encoded words decoded. */
export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .trim();
}

/** A mail in the outbox, read. */
export interface OutboxMail {
  to: string;
  subject: string;
  /** Its text and HTML parts, decoded. */
  body: string;
  raw: string;
}

/** Every mail in the outbox, oldest first. */
export async function outboxMails(shop: TestShop): Promise<OutboxMail[]> {
  return Promise.all(
    (await outboxFiles(shop)).map(async (name) => {
      const raw = await fs.readFile(path.join(outboxOf(shop), name), 'utf8');
      const to = /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
      return { raw, to, subject: subjectOf(raw), body: decodeMailBodies(raw) };
    }),
  );
}

/** Waits until `count` mails in the outbox match (mails are sent in the background), and answers them. */
export async function waitForMails(
  shop: TestShop,
  match: (mail: OutboxMail) => boolean,
  count = 1,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = (await outboxMails(shop)).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`${found.length} matching mails in the outbox, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
