import { ResponseMsg } from '@shop/contract';
import type { EndpointHandlers } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { addressSubject } from '../rate-limit/client-address';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { RateLimits } from '../rate-limit/rate-limit-rules';
import { insertContactMessage } from './contact-repository';
import { insertReviewAndRefreshRating } from './review-repository';
import { subscribe } from './subscriber-repository';

const saved = () => rows([{ ResponseMsg: ResponseMsg.saved }], { message: ResponseMsg.saved });

/** Reviews, the contact form and the newsletter: open to visitors, limited per address. */
export function createEngagementHandlers({ rateLimiter }: { rateLimiter: RateLimiter }): EndpointHandlers {
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

    'insert-subscriber': async (params, { db, ip }) => {
      const refused = await rateLimiter.hit(RateLimits.newsletterPerAddress, addressSubject(ip));
      if (refused) return refused;
      await subscribe(db, params.SubscriberEmail);
      return saved();
    },
  };
}
