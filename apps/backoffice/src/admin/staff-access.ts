// Who may call an admin route: each route declares the roles it allows with requireStaff, and
// whether the bearer admin token (the CLI, and the first owner's setup) is accepted too.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, type StaffMember, type StaffRole } from '@shop/contract';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { failureEnvelope } from '../protocol/envelope';
import { addressSubject } from '../rate-limit/client-address';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { RateLimits } from '../rate-limit/rate-limit-rules';
import { ADMIN_TOKEN_ACTOR } from './admin-actor';
import { readAdminCookie } from './admin-cookie';
import { isAdminAuthorization } from './admin-token';
import { resolveStaffSession } from './staff-sessions';
import { refuse } from './admin-schemas';

export interface AdminAccess {
  config: Pick<Config, 'NODE_ENV'>;
  db: Database;
  rateLimiter: RateLimiter;
  adminToken: string;
}

/** Whether a member must use two-factor sign-in: owners, when the shop runs in production. */
export const twoFactorRequiredFor = (config: Pick<Config, 'NODE_ENV'>, member: Pick<StaffMember, 'role'>): boolean =>
  config.NODE_ENV === 'production' && member.role === 'owner';

/**
 * The bearer path: refuses every request from an address that sent too many wrong tokens lately
 * (429) before anything else is read, then a wrong or missing token (401, counted). There is
 * deliberately no shop-wide limit: the token has at least 32 characters, so guessing is hopeless,
 * while a shared limit would let anyone lock the owner out.
 */
async function checkBearer(access: AdminAccess, request: FastifyRequest, reply: FastifyReply) {
  const address = addressSubject(request.ip);
  const limited = await access.rateLimiter.check(RateLimits.adminFailuresPerAddress, address);
  if (limited) return refuse(reply, 429, limited.problem);
  if (isAdminAuthorization(request.headers.authorization, access.adminToken)) {
    request.adminActor = { kind: 'token', label: ADMIN_TOKEN_ACTOR, address: request.ip };
    return;
  }
  const overLimit = await access.rateLimiter.hit(RateLimits.adminFailuresPerAddress, address);
  request.log.warn({ address }, 'admin: refused a request without a valid token');
  if (overLimit) return refuse(reply, 429, overLimit.problem);
  return reply
    .header('WWW-Authenticate', 'Bearer realm="shop-admin"')
    .code(401)
    .send(failureEnvelope(401, problem('ADMIN_TOKEN_REQUIRED')));
}

/**
 * onRequest hook (runs before the body is read): lets the request through with `request.adminActor`
 * set, or answers 401 (no session / token) or 403 (a role not in `roles`). A request with an
 * Authorization header is judged by it alone, never by the cookie: the Origin check exempts such
 * requests, so the cookie must not count there. With `token`, the admin token is accepted and acts
 * with every right; a request with neither header nor cookie then gets the bearer path's 401.
 * A member who must use two-factor sign-in and has not set it up gets 403 with
 * `twoFactorSetupRequired: true` everywhere but the routes marked `beforeTwoFactor` (their own
 * session and its two-factor set-up).
 */
export function requireStaff(
  access: AdminAccess,
  roles: readonly StaffRole[],
  options: { token?: boolean; beforeTwoFactor?: boolean } = {},
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = readAdminCookie(request.headers.cookie);
    if (request.headers.authorization !== undefined || (options.token && cookie === undefined)) {
      if (!options.token) return refuse(reply, 401, problem('STAFF_SESSION_ONLY'));
      return checkBearer(access, request, reply);
    }
    const session = await resolveStaffSession(access.db, cookie);
    if (!session) return refuse(reply, 401, problem('STAFF_SIGN_IN_REQUIRED'));
    request.adminActor = {
      kind: 'staff',
      member: session.member,
      sessionId: session.sessionId,
      label: session.member.email,
      address: request.ip,
    };
    if (!roles.includes(session.member.role)) return refuse(reply, 403, problem('ROLE_NOT_ALLOWED'));
    if (!options.beforeTwoFactor && !session.member.twoFactor && twoFactorRequiredFor(access.config, session.member)) {
      return reply
        .code(403)
        .send({ ...failureEnvelope(403, problem('TWO_FACTOR_SETUP_REQUIRED')), twoFactorSetupRequired: true });
    }
  };
}

/** The actor requireStaff set; a route without requireStaff is a programming error. */
export function actorOf(request: FastifyRequest) {
  if (!request.adminActor) throw new Error(`${request.routeOptions.url} has no requireStaff`);
  return request.adminActor;
}
