/** What the footer's newsletter form gets back: a spec message to show when it failed. */
export type NewsletterResult = { ok: true } | { ok: false; message: string };
