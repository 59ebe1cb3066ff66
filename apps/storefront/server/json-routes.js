// The storefront's resource routes that read a JSON body (app/routes/api.*.ts calling
// request.json()), with the largest body each may send, and the guard that makes their posts say
// `Content-Type: application/json`. A page on another site can post text/plain or a form without
// asking the shop first, but not application/json: that needs a CORS preflight the shop never allows.
// The shop's own scripts send JSON to all of them (fetch with a JSON Content-Type). /api/logout
// (no body) and /api/newsletter (a form, with or without JavaScript) are not JSON routes.
import { SAFE_METHODS, refuse } from './refusal.js';

const KIB = 1024;

/**
 * Card token and review: a few short fields. The longest review the spec's limits allow (5 fields
 * of at most 200 characters) is about 2 KB as JSON in 3-byte characters.
 */
export const JSON_BODY_LIMIT_BYTES = 16 * KIB;
/**
 * Routes that carry the cart (prices, coupon, wallet, order). The largest legitimate order is about
 * 43 KB: MAX_CART_LINES (100) lines with 5 chosen options each and every id at its largest, a
 * 1000-character note in 3-byte characters, a 500-character payment token and a wallet capture.
 */
export const CART_BODY_LIMIT_BYTES = 64 * KIB;
/**
 * Everything else: the form actions (login, sign-up, profile, seller request, contact, reset,
 * newsletter). The largest is the contact form, about 21 KB urlencoded with every field at the spec's
 * limit in 3-byte characters (each byte written as %XX).
 */
export const FORM_BODY_LIMIT_BYTES = 64 * KIB;

/** @type {ReadonlyMap<string, number>} */
export const JSON_ROUTES = new Map([
  ['/api/card-token', JSON_BODY_LIMIT_BYTES],
  ['/api/cart-price', CART_BODY_LIMIT_BYTES],
  ['/api/coupon', CART_BODY_LIMIT_BYTES],
  ['/api/place-order', CART_BODY_LIMIT_BYTES],
  ['/api/product-review', JSON_BODY_LIMIT_BYTES],
  ['/api/wallet', CART_BODY_LIMIT_BYTES],
]);

export const JSON_ONLY_MESSAGE = 'Refused: this address takes Content-Type: application/json only.';

/**
 * The route a path reaches, the way React Router matches it: decoded, case-insensitive, without
 * doubled or trailing slashes, and without the `.data` ending of its data requests
 * (`/api/place-order.data` runs the same action as `/api/place-order`).
 * @param {string} path
 */
export function routePath(path) {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: React Router matches nothing with it either.
  }
  return (
    decoded
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/\.data$/, '')
      .replace(/\/+$/, '') || '/'
  );
}

/** Largest request body a path takes, in bytes. @param {string} path */
export function bodyLimitFor(path) {
  return JSON_ROUTES.get(routePath(path)) ?? FORM_BODY_LIMIT_BYTES;
}

/** Whether a Content-Type header names JSON (parameters such as charset aside). @param {string | undefined} contentType */
export function isJsonContentType(contentType) {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Refuses (415) a state-changing request to a JSON route whose body is not declared as JSON.
 * @returns {import('express').RequestHandler}
 */
export function jsonRoutesTakeJsonOnly() {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !JSON_ROUTES.has(routePath(req.path))) return next();
    if (isJsonContentType(req.get('content-type'))) return next();
    refuse(req, res, 415, JSON_ONLY_MESSAGE);
  };
}
