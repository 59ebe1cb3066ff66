import { ResponseMsg, problem } from '@shop/contract';
import { deriveKey, loadSecretKey, previousSecretKey } from '../accounts/secret-key';
import { adminLink, notifyStaff } from '../admin/staff-notifications';
import type { Config } from '../config';
import { reviewsNeedApproval } from '../content/shop-settings-repository';
import { composeContactMessageNotice } from '../mail/contact-message-notice-mail';
import type { Mailer } from '../mail/mailer';
import type { EndpointHandlers } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { addressSubject } from '../rate-limit/client-address';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { RateLimits } from '../rate-limit/rate-limit-rules';
import { insertContactMessage } from './contact-repository';
import {
  type NewsletterServices,
  confirmSubscriberHandler,
  subscribeHandler,
  unsubscribeSubscriberHandler,
} from './newsletter-handlers';
import { insertReview } from './review-repository';

const saved = () => rows([{ ResponseMsg: ResponseMsg.saved }], { message: ResponseMsg.saved });

/** The key of newsletter links: derived for that purpose alone, like the other keys of the server key. */
export async function loadNewsletterKey(config: Pick<Config, 'SECRET_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  return newsletterKeyOf(await loadSecretKey(config));
}

const newsletterKeyOf = (secretKey: Buffer): Buffer => deriveKey(secretKey, 'newsletter-link');

/** Reviews, the contact form and the newsletter: open to visitors, limited per address. */
export async function createEngagementHandlers(deps: {
  config: Config;
  rateLimiter: RateLimiter;
  mailer: Mailer;
}): Promise<EndpointHandlers> {
  const { rateLimiter } = deps;
  const previousKey = previousSecretKey(deps.config);
  const newsletter: NewsletterServices = {
    rateLimiter,
    mailer: deps.mailer,
    newsletterKey: await loadNewsletterKey(deps.config),
    previousNewsletterKey: previousKey && newsletterKeyOf(previousKey),
  };
  return {
    // Texts are stored and answered as typed; the storefront renders them as plain text.
    'insert-product-review': async (params, { db, ip }) => {
      const refused = await rateLimiter.hit(RateLimits.reviewsPerAddress, addressSubject(ip));
      if (refused) return refused;
      const stored = await insertReview(db, {
        productId: params.ProductId,
        reviewerName: params.ReviewerName,
        reviewerEmail: params.ReviewerEmail,
        title: params.ReviewTitle,
        body: params.ReviewBody,
        rating: params.ReviewRating,
        isApproved: !(await reviewsNeedApproval(db)),
      });
      // Saved Successfully whether or not it waits for approval: the protocol has no word for that.
      return stored ? saved() : failure(404, problem('PRODUCT_NOT_FOUND', { id: params.ProductId }));
    },

    // The owner (and staff who opted in) are mailed about the message; the shopper's answer neither
    // waits for nor depends on those mails.
    'contact-us': async (params, { db, ip, log, languageId }) => {
      const refused = await rateLimiter.hit(RateLimits.contactPerAddress, addressSubject(ip));
      if (refused) return refused;
      const sender = { fullName: params.FullName, email: params.Email, subject: params.Subject };
      const { id } = await insertContactMessage(db, {
        ...sender,
        phoneNumber: params.PhoneNumber,
        message: params.Message,
        languageId,
      });
      await notifyStaff(
        { db, mailer: deps.mailer, log },
        (member, shopName) =>
          composeContactMessageNotice({
            shopName,
            language: member.language,
            messageId: id,
            sender,
            adminUrl: adminLink(deps.config, `messages/${id}`),
          }),
        { contactMessageId: id },
      );
      return saved();
    },

    'insert-subscriber': subscribeHandler(newsletter),
    'confirm-subscriber': confirmSubscriberHandler(newsletter),
    'unsubscribe-subscriber': unsubscribeSubscriberHandler(newsletter),
  };
}
