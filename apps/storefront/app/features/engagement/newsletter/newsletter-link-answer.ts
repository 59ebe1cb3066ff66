import type { NewsletterLinkProblem } from './newsletter-link-texts';

/** The name of the token, in the link's query and in the page's form. */
export const TOKEN_FIELD = 'token';

/**
 * What following a link did: it worked, the link itself is wrong (the page says why), or something
 * else failed (a spec message; the button stays, to try again).
 */
export type NewsletterLinkAnswer =
  { ok: true } | { ok: false; problem: NewsletterLinkProblem } | { ok: false; message: string };
