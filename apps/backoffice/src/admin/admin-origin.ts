// Cross-site request forgery on the admin: SameSite=Strict keeps other sites' pages from sending
// the cookie, but a sibling site (another port or subdomain of the same site) still counts as the
// same site. So every state-changing admin request a browser sends must name the admin's own origin
// (the reasoning of apps/storefront/server/same-origin.js; stricter: here Origin is required).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '@shop/contract';
import { failureEnvelope } from '../protocol/envelope';
import { readAdminCookie } from './admin-cookie';

export const ADMIN_API_PREFIX = '/api/v1/admin/';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** A Host header as the URL parser writes it (lower case, no default port of `scheme`). */
function normalHost(host: string, scheme: string): string | undefined {
  try {
    return new URL(`${scheme}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether `origin` is the back-office's public origin, or names the host the request was sent to
 * (its own Host header: browsers write both, no page can set either). `Origin: null` and a missing
 * Origin are refused.
 */
export function isAdminOrigin(origin: string | undefined, host: string | undefined, publicOrigin: string): boolean {
  if (!origin || origin === 'null') return false;
  if (origin === publicOrigin) return true;
  const originHost = hostOf(origin);
  if (!originHost || !host) return false;
  return originHost === normalHost(host, new URL(origin).protocol);
}

/**
 * onRequest hook: refuses (403) a POST, PUT, PATCH or DELETE under /api/v1/admin/ that carries no
 * Authorization header and either the admin cookie (it would act on the session) or asks to sign
 * in (`loginPath`: no other site may sign a browser in either), when its Origin is not the admin's.
 * Calls with the bearer admin token (the CLI) involve no cookie and pass; so does a call with
 * neither, which the route then refuses as unauthenticated.
 */
export function adminOriginCheck(options: { publicUrl: string; loginPath: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith(ADMIN_API_PREFIX)) return;
    if (request.headers.authorization !== undefined) return;
    const signsIn = request.url.split('?')[0] === options.loginPath;
    if (!signsIn && readAdminCookie(request.headers.cookie) === undefined) return;
    if (isAdminOrigin(request.headers.origin, request.headers.host, publicOrigin)) return;
    request.log.warn(
      { method: request.method, origin: request.headers.origin ?? '(none)', publicOrigin },
      'admin: refused a request from another origin',
    );
    return reply.code(403).send(failureEnvelope(403, problem('CROSS_ORIGIN_REFUSED')));
  };
}
