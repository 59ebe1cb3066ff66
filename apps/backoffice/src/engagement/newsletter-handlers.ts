import {
  NEWSLETTER_CONFIRM_LINK_DAYS,
  NewsletterLinkProblem,
  NewsletterResponseMsg,
  ResponseMsg,
  problem,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { composeNewsletterConfirmationMail } from '../mail/newsletter-confirmation-mail';
import { newsletterMail } from '../mail/newsletter-mail';
import { findShopName } from '../mail/shop-name-repository';
import type { EndpointHandler } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { addressSubject } from '../rate-limit/client-address';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { RateLimits } from '../rate-limit/rate-limit-rules';
import { confirmLink, unsubscribeLink } from './newsletter-links';
import { NewsletterRateLimits } from './newsletter-policy';
import { readNewsletterTokenWithKeys } from './newsletter-tokens';
import { type Subscriber, confirmSubscriber, subscribe, unsubscribeSubscriber } from './subscriber-repository';

/** What the newsletter endpoints share besides the request context. */
export interface NewsletterServices {
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Signs and checks the tokens of confirmation and unsubscribe links. */
  newsletterKey: Buffer;
  /** Checks those signed before the server key's last rotation. */
  previousNewsletterKey?: Buffer | undefined;
}

const linkKeys = ({ newsletterKey, previousNewsletterKey }: NewsletterServices): Buffer[] =>
  previousNewsletterKey ? [newsletterKey, previousNewsletterKey] : [newsletterKey];

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Mails a pending subscriber the link to confirm (and to unsubscribe), in the background, unless the
 * address had its day's confirmation mails already.
 */
async function mailConfirmation(
  { rateLimiter, mailer, newsletterKey }: NewsletterServices,
  subscriber: Subscriber,
  { db, log, config }: { db: Executor; log: FastifyBaseLogger; config: Pick<Config, 'STOREFRONT_URL'> },
): Promise<void> {
  // Counted before anything is sent, atomically: of a burst of sign-ups for one address, only the
  // first few get a mail.
  if (await rateLimiter.hit(NewsletterRateLimits.confirmationMailsPerEmail, subscriber.email)) {
    log.info({ subscriberId: subscriber.id }, 'newsletter confirmation not sent: the address had enough today');
    return;
  }
  const link = {
    key: newsletterKey,
    storefrontUrl: config.STOREFRONT_URL,
    subscriberId: subscriber.id,
    languageId: subscriber.languageId,
  };
  const shopName = await findShopName(db, subscriber.languageId);
  const content = composeNewsletterConfirmationMail({
    shopName,
    languageId: subscriber.languageId,
    confirmUrl: confirmLink({ ...link, nowSeconds: nowSeconds() }),
    validDays: NEWSLETTER_CONFIRM_LINK_DAYS,
  });
  const mail = newsletterMail({
    to: subscriber.email,
    shopName,
    languageId: subscriber.languageId,
    content,
    unsubscribeUrl: unsubscribeLink(link),
  });
  mailer.sendInBackground(mail, log, { subscriberId: subscriber.id });
}

/**
 * insert-subscriber: the address is stored pending and mailed a confirmation link. The answer is
 * the spec's 'Saved Successfully' every time, whether the address was new, pending, confirmed or
 * over its mail limit, so it never tells who is subscribed; the mail goes out in the background, so
 * the answer does not wait on (or reveal anything about) the mail server.
 */
export function subscribeHandler(services: NewsletterServices): EndpointHandler<'insert-subscriber'> {
  return async (params, context) => {
    const refused = await services.rateLimiter.hit(RateLimits.newsletterPerAddress, addressSubject(context.ip));
    if (refused) return refused;
    const subscriber = await subscribe(context.db, { email: params.SubscriberEmail, languageId: context.languageId });
    // A confirmed address is left alone: no mail, so nobody can pester a subscriber through the form.
    if (!subscriber.confirmed) await mailConfirmation(services, subscriber, context);
    return rows([{ ResponseMsg: ResponseMsg.saved }], { message: ResponseMsg.saved });
  };
}

/** confirm-subscriber: a confirmation link's token makes its address count; confirming twice is fine. */
export function confirmSubscriberHandler(services: NewsletterServices): EndpointHandler<'confirm-subscriber'> {
  return async (params, { db }) => {
    const reading = readNewsletterTokenWithKeys(linkKeys(services), 'confirm', params.SubscriberToken, nowSeconds());
    if (!reading.ok) return failure(400, problem(NewsletterLinkProblem[reading.reason]));
    if (!(await confirmSubscriber(db, reading.subscriberId))) return failure(400, problem('NEWSLETTER_LINK_INVALID'));
    return rows([{ ResponseMsg: NewsletterResponseMsg.confirmed }], { message: NewsletterResponseMsg.confirmed });
  };
}

/** unsubscribe-subscriber: an unsubscribe link's token takes its address off, without a login; twice is fine. */
export function unsubscribeSubscriberHandler(services: NewsletterServices): EndpointHandler<'unsubscribe-subscriber'> {
  return async (params, { db }) => {
    const reading = readNewsletterTokenWithKeys(
      linkKeys(services),
      'unsubscribe',
      params.SubscriberToken,
      nowSeconds(),
    );
    if (!reading.ok) return failure(400, problem(NewsletterLinkProblem[reading.reason]));
    await unsubscribeSubscriber(db, reading.subscriberId);
    return rows([{ ResponseMsg: NewsletterResponseMsg.unsubscribed }], {
      message: NewsletterResponseMsg.unsubscribed,
    });
  };
}
