// Mails to staff about new business (a contact message now; new orders and seller requests can use
// the same): every active owner, and every active member who asked for them (notify_by_mail), each
// in their own admin language, with a link into the admin.
import { and, asc, eq, or } from 'drizzle-orm';
import { Language, type StaffLanguage } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import { staff } from '../db/schema';
import { ADMIN_APP_PATH } from '../admin-app/serve-admin-app';
import type { MailMessage, Mailer } from '../mail/mailer';
import { findShopName } from '../mail/shop-name-repository';

/** A member who gets the notices. */
export interface NotifiedMember {
  id: number;
  name: string;
  email: string;
  language: StaffLanguage;
}

/** What a notice says to one member: its subject, text and HTML in the member's language. */
export type StaffNotice = Omit<MailMessage, 'to' | 'fromName'>;

/** Who is mailed about new business: active owners always, other active members when they opted in. */
export async function listNotifiedStaff(db: Executor): Promise<NotifiedMember[]> {
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email, language: staff.language })
    .from(staff)
    .where(and(eq(staff.active, true), or(eq(staff.role, 'owner'), eq(staff.notifyByMail, true))))
    .orderBy(asc(staff.id));
}

/** The admin's address of a screen, e.g. adminLink(config, 'messages/12'). */
export function adminLink(config: Pick<Config, 'PUBLIC_URL'>, screen: string): string {
  return new URL(`${ADMIN_APP_PATH.slice(1)}${screen}`, `${config.PUBLIC_URL.replace(/\/+$/, '')}/`).toString();
}

/**
 * Mails every notified member the notice `compose` writes for them (given the shop's name in their
 * language), in the background. Never throws: a notice that cannot be sent is logged, and the
 * shopper's request that caused it goes on as if nothing happened.
 */
export async function notifyStaff(
  services: { db: Executor; mailer: Mailer; log: FastifyBaseLogger },
  compose: (member: NotifiedMember, shopName: string) => StaffNotice,
  context: Record<string, unknown>,
): Promise<void> {
  const { db, mailer, log } = services;
  try {
    const members = await listNotifiedStaff(db);
    if (members.length === 0) return;
    const shopNames = {
      en: await findShopName(db, Language.en.id),
      ar: await findShopName(db, Language.ar.id),
    } satisfies Record<StaffLanguage, string>;
    for (const member of members) {
      const shopName = shopNames[member.language];
      const notice = compose(member, shopName);
      mailer.sendInBackground({ ...notice, to: member.email, fromName: shopName }, log, {
        ...context,
        staffId: member.id,
      });
    }
  } catch (error) {
    log.error({ err: error, ...context }, 'staff notification could not be prepared');
  }
}
