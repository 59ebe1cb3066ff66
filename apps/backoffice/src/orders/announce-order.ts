import { PaymentMethod } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { adminLink, notifyStaff } from '../admin/staff-notifications';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { composeNewOrderNotice } from '../mail/new-order-notice-mail';
import { composeOrderConfirmationMail } from '../mail/order-confirmation-mail';
import { findShopName } from '../mail/shop-name-repository';
import { findOrderForMail } from './order-repository';

/** What telling people of a new order needs. */
export interface AnnounceOrderDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
  log: FastifyBaseLogger;
}

/**
 * Mails the order's confirmation to the customer (in `languageId`) and a notice to the staff who follow
 * new orders, in the background: the shopper's answer never waits for the mail server.
 */
export async function announceOrder(deps: AnnounceOrderDeps, languageId: number, orderId: number): Promise<void> {
  const { db, mailer, config, log } = deps;
  const details = await findOrderForMail(db, orderId);
  if (!details) return;
  const cashOnDelivery = details.paymentMethod === PaymentMethod.CashOnDelivery;
  const shopName = await findShopName(db, languageId);
  const mail = composeOrderConfirmationMail({
    shopName,
    languageId,
    customerName: details.customerName,
    orderNumber: details.orderNumber,
    lines: details.lines,
    total: details.total,
    currency: details.currency,
    cashOnDelivery,
  });
  // Queued before the shopper is answered: an order they were told of has its confirmation on the queue.
  await mailer.sendInBackground({ ...mail, to: details.email, fromName: shopName }, log, { orderId });
  await notifyStaff(
    { db, mailer, log },
    (member, memberShopName) =>
      composeNewOrderNotice({
        shopName: memberShopName,
        language: member.language,
        orderNumber: details.orderNumber,
        customerName: details.customerFullName,
        units: details.lines.reduce((sum, line) => sum + line.quantity, 0),
        total: details.total,
        currency: details.currency,
        cashOnDelivery,
        adminUrl: adminLink(config, `orders/${orderId}`),
      }),
    { orderId },
  );
}
