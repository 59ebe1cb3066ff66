import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailQueue } from '../jobs/mail-job';

export interface MailMessage {
  to: string;
  /** Display name of the sender (the shop's title); the address is MAIL_FROM. */
  fromName: string;
  subject: string;
  text: string;
  html: string;
  /** 'en' or 'ar': the message's Content-Language. */
  language: string;
  /** More header fields, e.g. a newsletter's List-Unsubscribe (see newsletter-mail.ts). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** True when messages go to DATA_DIR/outbox rather than to a mail server. */
  readonly usesOutbox: boolean;
  readonly outboxDir: string;
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background: the caller's answer does not wait for (or reveal anything about) the
   * mail server. With a queue the mail is queued, and a worker of any instance sends it with retries
   * (jobs/mail-job.ts); without one it is sent from this process once. A failure is logged with the
   * context given. Resolves (never rejects) once the mail is stored on the queue — await it before
   * telling someone a mail is on its way, so a process that dies next loses no mail — or, without a
   * queue, at once.
   */
  sendInBackground(message: MailMessage, log: FastifyBaseLogger, context: Record<string, unknown>): Promise<void>;
  /** Waits for background sends, or with a queue for the mails to be queued (shutdown, tests). */
  settle(): Promise<void>;
}

/** How long nodemailer waits for the mail server: to connect, for its greeting, and for any answer after. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer over SMTP_URL, or one .eml file per message in DATA_DIR/outbox when it is unset. The app gives
 * it the job queue's mail queue; a mailer without one (a test's own) sends in the background directly.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  options: { queue?: MailQueue } = {},
): Mailer {
  const outboxDir = path.join(config.DATA_DIR, 'outbox');
  const usesOutbox = !config.SMTP_URL;
  const transport = config.SMTP_URL
    ? // A try ends well within the mail job's expiry (jobs/mail-job.ts), so an expired try is a dead worker's.
      nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({
      from: { name: message.fromName, address: config.MAIL_FROM },
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { ...message.headers, 'Content-Language': message.language },
    });
    if (usesOutbox) {
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      // Messages may hold codes: readable by the shop's own user only. Written under another name, then
      // renamed (one step): whoever reads the outbox's .eml files never finds a mail half written.
      await fs.writeFile(`${file}.part`, (info as { message: Buffer }).message, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
    }
  }

  return {
    usesOutbox,
    outboxDir,
    send,
    sendInBackground(message, log, context) {
      const sending = (options.queue ? options.queue.enqueue(message, context) : send(message))
        .catch((error: unknown) =>
          log.error({ err: error, ...context }, options.queue ? 'mail could not be queued' : 'mail could not be sent'),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
      return options.queue ? sending : Promise.resolve();
    },
    async settle() {
      await Promise.all([...pending]);
    },
  };
}
