import { NEWSLETTER_CONFIRM_LINK_DAYS } from '@shop/contract';
import type { RateLimitRule } from '../rate-limit/rate-limit-rules';

const DAY_SECONDS = 24 * 60 * 60;

/** The numbers of newsletter double opt-in. */
export const NewsletterPolicy = {
  /** How long a confirmation link works. */
  confirmLinkLifetimeSeconds: NEWSLETTER_CONFIRM_LINK_DAYS * DAY_SECONDS,
};

export const NewsletterRateLimits = {
  /**
   * Confirmation mails to one address: anyone may type any address into the form, so without this
   * a stranger could fill someone's mailbox. Over the limit the form still gets the spec's answer
   * (which never says whether a mail went out); only the mail is left out.
   */
  confirmationMailsPerEmail: {
    name: 'newsletter-confirmations-email',
    limit: 3,
    windowSeconds: DAY_SECONDS,
    problem: 'TOO_MANY_CONFIRMATION_MAILS',
  },
} as const satisfies Record<string, RateLimitRule>;
