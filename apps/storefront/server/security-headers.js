// The security headers of every storefront answer (pages, data requests, assets, media, errors):
// a Content-Security-Policy whose only inline scripts are the ones this answer's HTML carries with
// its nonce, no plugins, no foreign <base>, no framing, and the usual nosniff, Referrer-Policy and HSTS.
import { randomBytes } from 'node:crypto';

// Live payments: Stripe.js with its card frames (docs.stripe.com/security/guide, "Content Security
// Policy") and PayPal's JS SDK with its buttons (developer.paypal.com/sdk/js, "Content Security Policy").
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const PAYPAL = {
  script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://*.paypal.com'],
  connect: ['https://*.paypal.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
};

const NONCE_BYTES = 16;
const ONE_YEAR_SECONDS = 31_536_000;

/** A fresh nonce for one answer, in the base64 a CSP source expects. */
export function newNonce() {
  return randomBytes(NONCE_BYTES).toString('base64');
}

/**
 * The policy for one answer. Styles may be inline: React writes style attributes and the payment
 * SDKs inject styles, and a style cannot run code; scripts may not.
 * @param {string} nonce
 */
export function contentSecurityPolicy(nonce) {
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...STRIPE.script, ...PAYPAL.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...PAYPAL.img],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE.connect, ...PAYPAL.connect],
    'frame-src': [...STRIPE.frame, ...PAYPAL.frame],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * @param {string} nonce
 * @returns {Record<string, string>}
 */
export function securityHeaders(nonce) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`,
    'X-Frame-Options': 'DENY',
    // PayPal's checkout opens a window that reports back to this one.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/**
 * Express middleware, first in line so every answer gets the headers; the nonce is left in
 * `res.locals.cspNonce` for the server rendering (entry.server.tsx).
 * @returns {import('express').RequestHandler}
 */
export function securityHeadersMiddleware() {
  return (_req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.set(securityHeaders(nonce));
    next();
  };
}
