import { Language } from '@shop/contract';
import { NewsletterPolicy } from './newsletter-policy';
import { signConfirmToken, signUnsubscribeToken } from './newsletter-tokens';

/** Where a newsletter mail's links lead: storefront pages that ask before they change anything. */
export const NewsletterPagePath = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** The storefront's page in the subscriber's language: Arabic under /ar, English at the root. */
function pageUrl(storefrontUrl: string, languageId: number, path: string, token: string): string {
  const prefix = languageId === Language.ar.id ? `/${Language.ar.code}` : '';
  return `${storefrontUrl}${prefix}${path}?token=${encodeURIComponent(token)}`;
}

/** The confirmation link of a pending subscriber, working from `nowSeconds` for the policy's lifetime. */
export function confirmLink(input: {
  key: Buffer;
  storefrontUrl: string;
  subscriberId: number;
  languageId: number;
  nowSeconds: number;
}): string {
  const expiresAt = input.nowSeconds + NewsletterPolicy.confirmLinkLifetimeSeconds;
  const token = signConfirmToken(input.key, input.subscriberId, expiresAt);
  return pageUrl(input.storefrontUrl, input.languageId, NewsletterPagePath.confirm, token);
}

/** The unsubscribe link every mail to a subscriber carries. */
export function unsubscribeLink(input: {
  key: Buffer;
  storefrontUrl: string;
  subscriberId: number;
  languageId: number;
}): string {
  const token = signUnsubscribeToken(input.key, input.subscriberId);
  return pageUrl(input.storefrontUrl, input.languageId, NewsletterPagePath.unsubscribe, token);
}
