import { ResponseMsg } from '@shop/contract';
import { deriveKey, loadSecretKey } from '../accounts/secret-key';
import type { Config } from '../config';
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
import { insertReviewAndRefreshRating } from './review-repository';

const saved = () => rows([{ ResponseMsg: ResponseMsg.saved }], { message: ResponseMsg.saved });

/** The key of newsletter links: derived for that purpose alone, like the other keys of the server key. */
export async function loadNewsletterKey(config: Pick<Config, 'SECRET_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  return deriveKey(await loadSecretKey(config), 'newsletter-link');
}

/** Reviews, the contact form and the newsletter: open to visitors, limited per address. */
export async function createEngagementHandlers(deps: {
  config: Config;
  rateLimiter: RateLimiter;
  mailer: Mailer;
}): Promise<EndpointHandlers> {
  const { rateLimiter } = deps;
  const newsletter: NewsletterServices = {
    rateLimiter,
    mailer: deps.mailer,
    newsletterKey: await loadNewsletterKey(deps.config),
  };
  return {
    // Texts are stored and answered as typed; the storefront renders them as plain text.
    'insert-product-review': async (params, { db, ip }) => {
      const refused = await rateLimiter.hit(RateLimits.reviewsPerAddress, addressSubject(ip));
      if (refused) return refused;
      const stored = await insertReviewAndRefreshRating(db, {
        productId: params.ProductId,
        reviewerName: params.ReviewerName,
        reviewerEmail: params.ReviewerEmail,
        title: params.ReviewTitle,
        body: params.ReviewBody,
        rating: params.ReviewRating,
      });
      return stored ? saved() : failure(404, `ProductId: There is no product with id ${params.ProductId}`);
    },

    'contact-us': async (params, { db, ip }) => {
      const refused = await rateLimiter.hit(RateLimits.contactPerAddress, addressSubject(ip));
      if (refused) return refused;
      await insertContactMessage(db, {
        fullName: params.FullName,
        email: params.Email,
        phoneNumber: params.PhoneNumber,
        subject: params.Subject,
        message: params.Message,
      });
      return saved();
    },

    'insert-subscriber': subscribeHandler(newsletter),
    'confirm-subscriber': confirmSubscriberHandler(newsletter),
    'unsubscribe-subscriber': unsubscribeSubscriberHandler(newsletter),
  };
}
