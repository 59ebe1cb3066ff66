import fs from 'node:fs/promises';
import path from 'node:path';

import { expect } from '@playwright/test';

import { outboxDir, outboxFiles, plainText } from './reset-code-mail';

/** The two links of a newsletter mail (see apps/backoffice/src/engagement/newsletter-links.ts). */
export interface NewsletterLinks {
  confirm: string;
  unsubscribe: string;
}

const LINK = /https?:\/\/\S+?\/newsletter\/(confirm|unsubscribe)\?token=[\w.%-]+/g;

/**
 * The links of the newsletter confirmation mailed to `email` in a mail that was not in the outbox
 * before (`known`, from `outboxFiles()` taken before signing up). Waits for the back-office, which
 * sends mails in the background.
 */
export async function readNewsletterLinks(email: string, known: readonly string[]): Promise<NewsletterLinks> {
  let links: Partial<NewsletterLinks> = {};
  await expect(async () => {
    const fresh = (await outboxFiles()).filter((name) => !known.includes(name));
    for (const name of fresh.reverse()) {
      const mail = plainText(await fs.readFile(path.join(outboxDir(), name), 'utf8'));
      if (!mail.to.includes(email)) continue;
      links = Object.fromEntries([...mail.text.matchAll(LINK)].map((match) => [match[1], match[0]]));
      if (links.confirm && links.unsubscribe) return;
    }
    throw new Error(`no newsletter confirmation mailed to ${email} yet`);
  }).toPass({ timeout: 15_000 });
  return links as NewsletterLinks;
}
