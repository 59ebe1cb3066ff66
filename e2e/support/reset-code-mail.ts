import fs from 'node:fs/promises';
import path from 'node:path';

import { expect } from '@playwright/test';

// The end-to-end back-office has no mail server: it writes each mail as an .eml file into
// DATA_DIR/outbox (playwright.config.ts gives it SHOP_E2E_DATA_DIR). The reset code is 6 digits.
const RESET_CODE = /\b(\d{6})\b/;

export function outboxDir(): string {
  const dataDir = process.env.SHOP_E2E_DATA_DIR;
  if (!dataDir) throw new Error('SHOP_E2E_DATA_DIR is not set (see playwright.config.ts)');
  return path.join(dataDir, 'outbox');
}

/** The mail files in the outbox now; files are named from their time, so sorted names run oldest first. */
export async function outboxFiles(): Promise<string[]> {
  try {
    return (await fs.readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Headers (unfolded, names lower-cased) and body of one MIME entity. */
function splitEntity(text: string): { headers: Map<string, string>; body: string } {
  const end = text.indexOf('\n\n');
  const head = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : text.slice(end + 2) };
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** The plain text of a mail: its text/plain part when it has several, else its body. */
export function plainText(mail: string): { to: string; text: string } {
  const { headers, body } = splitEntity(mail.replace(/\r\n/g, '\n'));
  const to = headers.get('to') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return { to, text: decodeBody(body, headers.get('content-transfer-encoding')) };
  for (const part of body.split(`--${boundary}`)) {
    const entity = splitEntity(part.replace(/^\n/, ''));
    if (entity.headers.get('content-type')?.toLowerCase().startsWith('text/plain')) {
      return { to, text: decodeBody(entity.body, entity.headers.get('content-transfer-encoding')) };
    }
  }
  return { to, text: '' };
}

/**
 * The password-reset code mailed to `email` in a mail that was not in the outbox before
 * (`known`, from `outboxFiles()` taken before asking). Waits for the back-office, which sends
 * mails in the background.
 */
export async function readResetCode(email: string, known: readonly string[]): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const fresh = (await outboxFiles()).filter((name) => !known.includes(name));
    for (const name of fresh.reverse()) {
      const mail = plainText(await fs.readFile(path.join(outboxDir(), name), 'utf8'));
      if (!mail.to.includes(email)) continue;
      code = RESET_CODE.exec(mail.text)?.[1];
      if (code) return;
    }
    throw new Error(`no reset code mailed to ${email} yet`);
  }).toPass({ timeout: 15_000 });
  return code!;
}

/** Waits for a mail to `email` whose plain text holds every one of `phrases`, and answers its text. */
export async function readMailTo(email: string, phrases: readonly string[]): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    for (const name of (await outboxFiles()).reverse()) {
      const mail = plainText(await fs.readFile(path.join(outboxDir(), name), 'utf8'));
      if (mail.to.includes(email) && phrases.every((phrase) => mail.text.includes(phrase))) {
        found = mail.text;
        return;
      }
    }
    throw new Error(`no mail to ${email} saying ${phrases.join(' … ')} yet`);
  }).toPass({ timeout: 10_000 });
  return found!;
}
