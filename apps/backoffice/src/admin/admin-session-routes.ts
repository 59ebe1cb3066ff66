import type { FastifyInstance, FastifyReply } from 'fastify';
import { StaffAnswer, StaffLoginBody, type StaffMember } from '@shop/contract';
import type { Config } from '../config';
import type { PasswordHasher } from '../accounts/password-hashing';
import { failureEnvelope } from '../protocol/envelope';
import { addressSubject } from '../rate-limit/client-address';
import { ALL_ROLES } from './admin-actor';
import { adminCookieHeader } from './admin-cookie';
import { AdminRateLimits } from './admin-rate-limits';
import { failureResponses, jsonSchemaOf, noValidation, parseBody } from './admin-schemas';
import { recordAudit } from './audit-log';
import { actorOf, requireStaff, type AdminAccess } from './staff-access';
import { findStaffByEmail } from './staff-repository';
import { endAllStaffSessions, endStaffSession, StaffSessionLifetime, startStaffSession } from './staff-sessions';

export const ADMIN_SESSION_PATH = '/api/v1/admin/session';
export const ADMIN_SESSIONS_PATH = '/api/v1/admin/sessions';
export const LOGIN_FAILED_MESSAGE = 'Incorrect email or password.';

const memberOf = ({ id, name, email, role, language }: StaffMember): StaffMember => ({
  id,
  name,
  email,
  role,
  language,
});

/**
 * Sign in, who am I, sign out, sign out everywhere. An unknown email, a wrong password and an
 * inactive member get the same 401 after the same work. Each attempt is counted against the
 * address's and the email's limits *before* the password is checked, each in one atomic step.
 */
export function registerAdminSessionRoutes(
  app: FastifyInstance,
  deps: AdminAccess & { config: Config; passwords: PasswordHasher },
): void {
  const { db, rateLimiter, passwords } = deps;
  const secure = deps.config.NODE_ENV === 'production';
  const clearCookie = (reply: FastifyReply) =>
    reply.header('Set-Cookie', adminCookieHeader('', { secure, maxAgeSeconds: 0 }));
  const anyMember = requireStaff(deps, ALL_ROLES);

  app.post(
    ADMIN_SESSION_PATH,
    {
      schema: {
        summary: 'Signs a staff member in',
        description:
          'Sets the HttpOnly, SameSite=Strict cookie `shop_admin` (12 hours idle, 7 days at most). Needs `Origin` ' +
          `to be the admin's own. 401 '${LOGIN_FAILED_MESSAGE}' for an unknown email, a wrong password or an ` +
          'inactive member; 429 after 5 attempts for one email or 30 from one address in 15 minutes.',
        tags: ['admin'],
        body: jsonSchemaOf(StaffLoginBody, 'input'),
        response: { 200: jsonSchemaOf(StaffAnswer), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const body = parseBody(StaffLoginBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.message));
      const { email, password } = body.data;
      const limited =
        (await rateLimiter.hit(AdminRateLimits.staffLoginAttemptsPerAddress, addressSubject(request.ip))) ??
        (await rateLimiter.hit(AdminRateLimits.staffLoginAttemptsPerAccount, email));
      if (limited) return reply.code(429).send(failureEnvelope(429, limited.errorMessage));

      const account = await findStaffByEmail(db, email);
      const matches = account
        ? await passwords.verify(account.passwordHash, password)
        : await passwords.verifyWithoutAccount(password);
      if (!account || !matches || !account.active) {
        request.log.warn({ address: request.ip }, 'admin: refused a sign-in');
        return reply.code(401).send(failureEnvelope(401, LOGIN_FAILED_MESSAGE));
      }
      await rateLimiter.clear(AdminRateLimits.staffLoginAttemptsPerAccount, email);
      const member = memberOf(account);
      const { token } = await db.transaction(async (tx) => {
        const session = await startStaffSession(tx, member.id);
        const actor = {
          kind: 'staff',
          member,
          sessionId: session.sessionId,
          label: member.email,
          address: request.ip,
        } as const;
        await recordAudit(tx, actor, { action: 'login', resource: 'session', resourceId: session.sessionId });
        return session;
      });
      reply.header(
        'Set-Cookie',
        adminCookieHeader(token, { secure, maxAgeSeconds: StaffSessionLifetime.absoluteSeconds }),
      );
      return reply.send({ staff: member });
    },
  );

  app.get(
    ADMIN_SESSION_PATH,
    {
      onRequest: anyMember,
      schema: {
        summary: 'The signed-in staff member',
        description: '401 without a live session (ended, 12 hours idle, or the member made inactive). Every role.',
        tags: ['admin'],
        response: { 200: jsonSchemaOf(StaffAnswer), ...failureResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (actor.kind !== 'staff') throw new Error('GET session without a staff actor');
      return reply.send({ staff: memberOf(actor.member) });
    },
  );

  app.delete(
    ADMIN_SESSION_PATH,
    {
      onRequest: anyMember,
      schema: {
        summary: 'Signs out (ends this session)',
        description: "Answers 204 and removes the cookie. Needs `Origin` to be the admin's own. Every role.",
        tags: ['admin'],
        response: { 204: { type: 'null', description: 'Signed out' }, ...failureResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (actor.kind !== 'staff') throw new Error('DELETE session without a staff actor');
      await db.transaction(async (tx) => {
        await endStaffSession(tx, actor.sessionId);
        await recordAudit(tx, actor, { action: 'logout', resource: 'session', resourceId: actor.sessionId });
      });
      return clearCookie(reply).code(204).send();
    },
  );

  app.delete(
    ADMIN_SESSIONS_PATH,
    {
      onRequest: anyMember,
      schema: {
        summary: 'Signs out everywhere (ends every session of the signed-in member)',
        description: "Answers 204 and removes the cookie. Needs `Origin` to be the admin's own. Every role.",
        tags: ['admin'],
        response: { 204: { type: 'null', description: 'Signed out everywhere' }, ...failureResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (actor.kind !== 'staff') throw new Error('DELETE sessions without a staff actor');
      await db.transaction(async (tx) => {
        const ended = await endAllStaffSessions(tx, actor.member.id);
        await recordAudit(tx, actor, {
          action: 'logout-everywhere',
          resource: 'session',
          resourceId: actor.sessionId,
          after: { sessionsEnded: ended },
        });
      });
      return clearCookie(reply).code(204).send();
    },
  );
}
