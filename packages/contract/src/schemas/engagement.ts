// Reviews, the contact form and the newsletter.
import { z } from 'zod';
import { FieldLimit, MAX_PAGE_SIZE, ReviewRating } from '../constants';
import { PageNo, PageSize, RecordValueJson } from './common';
import { emailText, optionalWireNumber, requiredText, wireId, wireInt } from './wire';

const L = FieldLimit;

/** Params of get-product-reviews (paging is an addition; the spec does not show it). */
export const ProductReviewsParams = z.object({
  /** The product reviewed. */
  ProductId: wireId(),
  /** 1-based page number; default 1. */
  PageNo: PageNo(),
  /** Rows per page; default 100. */
  PageSize: PageSize(MAX_PAGE_SIZE),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type ProductReviewsParams = z.infer<typeof ProductReviewsParams>;

/** A row of get-product-reviews. */
export const ReviewRow = z.object({
  /** Review title. */
  Title: z.string(),
  /** Review text (shown cut to 500 characters). */
  Body: z.string(),
  /** Stars, 1 .. 5. */
  Rating: wireInt(0, 5).nullable(),
  /** Name the reviewer gave. */
  ReviewerName: z.string(),
  /** When it was written, ISO 8601. */
  ReviewDate: z.string(),
});
export type ReviewRow = z.infer<typeof ReviewRow>;

/** Params of insert-product-review; answered with a ResponseMsgRow. */
export const ReviewSubmissionParams = z.object({
  /** The product reviewed. */
  ProductId: wireId(),
  /** Reviewer's name. */
  ReviewerName: requiredText('Name', L.reviewText),
  /** Reviewer's email. */
  ReviewerEmail: emailText('Email', L.reviewText),
  /** Review title. */
  ReviewTitle: requiredText('Review Title', L.reviewText),
  /** Review text. */
  ReviewBody: requiredText('Review Body', L.reviewBody),
  /** Stars 1 .. 5; default 1. */
  ReviewRating: optionalWireNumber(z.number().int().min(ReviewRating.min).max(ReviewRating.max)).transform(
    (rating) => rating ?? ReviewRating.default,
  ),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type ReviewSubmissionParams = z.infer<typeof ReviewSubmissionParams>;

/** Params of insert-subscriber; answered with a ResponseMsgRow. */
export const SubscriberParams = z.object({
  /** Address to send the newsletter to. */
  SubscriberEmail: emailText('Email', L.email),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type SubscriberParams = z.infer<typeof SubscriberParams>;

/** Days a newsletter confirmation link works (unsubscribe links do not expire). */
export const NEWSLETTER_CONFIRM_LINK_DAYS = 7;

/** Longest token a newsletter link carries (they are about 70 characters). */
export const SUBSCRIBER_TOKEN_MAX_LENGTH = 200;

/**
 * Params of confirm-subscriber and unsubscribe-subscriber: the signed token of a newsletter mail's
 * link (`?token=`). Answered with a ResponseMsgRow.
 */
export const SubscriberTokenParams = z.object({
  /** The `token` of the link in the mail, as it is. */
  SubscriberToken: requiredText('Link token', SUBSCRIBER_TOKEN_MAX_LENGTH),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type SubscriberTokenParams = z.infer<typeof SubscriberTokenParams>;

/** Not in the spec: the ResponseMsg of confirm-subscriber and unsubscribe-subscriber. */
export const NewsletterResponseMsg = {
  confirmed: 'Subscription Confirmed',
  unsubscribed: 'Unsubscribed Successfully',
} as const;

/**
 * Not in the spec: the errorCode of a 400 from confirm-subscriber or unsubscribe-subscriber for a
 * link that does not work, by the reason it does not. The storefront tells them apart to say what
 * the shopper can do.
 */
export const NewsletterLinkProblem = {
  /** Tampered with, cut short, signed with another key, or a link of the other kind. */
  invalid: 'NEWSLETTER_LINK_INVALID',
  /** A confirmation link older than its lifetime. */
  expired: 'NEWSLETTER_LINK_EXPIRED',
} as const;

/** Params of contact-us; answered with a ResponseMsgRow. */
export const ContactParams = z.object({
  /** Sender's name. */
  FullName: requiredText('Name', L.contactName),
  /** Sender's email. */
  Email: emailText('Email', L.contactEmail),
  /** Sender's phone number. */
  PhoneNumber: requiredText('Phone Number', L.contactPhone),
  /** Subject line. */
  Subject: requiredText('Subject', L.contactSubject),
  /** The message. */
  Message: requiredText('Message', L.contactMessage),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type ContactParams = z.infer<typeof ContactParams>;
