import type { FastifyInstance, FastifyReply } from 'fastify';
import { problem, StaffLoginBody, StaffSessionAnswer, UpdateOwnStaffBody } from '@shop/contract';
import type { Config } from '../config';
import type { PasswordHasher } from '../accounts/password-hashing';
import { failureEnvelope } from '../protocol/envelope';
import { addressSubject } from '../rate-limit/client-address';
import { ALL_ROLES } from './admin-actor';
import { adminCookieHeader } from './admin-cookie';
import { AdminRateLimits } from './admin-rate-limits';
import { NOTICES_NOTE } from './admin-staff-routes';
import { failureResponses, jsonSchemaOf, noValidation, parseBody } from './admin-schemas';
import { recordAudit } from './audit-log';
import { requireStaff, type AdminAccess } from './staff-access';
import { memberOf, sessionAnswer, staffActorOf } from './staff-answers';
import { findStaffAccount, findStaffByEmail, updateStaff } from './staff-repository';
import {
  endAllStaffSessions,
  endOtherStaffSessions,
  endStaffSession,
  StaffSessionLifetime,
  startStaffSession,
} from './staff-sessions';
import { registerStaffTotpRoutes } from './staff-totp-routes';
import { createStaffTotp } from './totp';

export const ADMIN_SESSION_PATH = '/api/v1/admin/session';
export const ADMIN_SESSIONS_PATH = '/api/v1/admin/sessions';

/**
 * Sign in (with the authenticator's code once two-factor is on), who am I, change my name,
 * language, mail notices or password, sign out, sign out everywhere; and the two-factor set-up
 * (staff-totp-routes.ts). An unknown email, a wrong password and an inactive member get the same
 * 401 after the same work. Each attempt is counted against the address's and the email's limits
 * *before* the password or code is checked, each in one atomic step.
 */
export function registerAdminSessionRoutes(
  app: FastifyInstance,
  deps: AdminAccess & { config: Config; passwords: PasswordHasher },
): void {
  const { db, rateLimiter, passwords, config } = deps;
  const totp = createStaffTotp(config);
  const secure = config.NODE_ENV === 'production';
  const clearCookie = (reply: FastifyReply) =>
    reply.header('Set-Cookie', adminCookieHeader('', { secure, maxAgeSeconds: 0 }));
  // Every session route is open to an owner who still has to set up two-factor sign-in.
  const anyMember = requireStaff(deps, ALL_ROLES, { beforeTwoFactor: true });

  app.post(
    ADMIN_SESSION_PATH,
    {
      schema: {
        summary: 'Signs a staff member in',
        description:
          'Sets the HttpOnly, SameSite=Strict cookie `shop_admin` (12 hours idle, 7 days at most). Needs `Origin` ' +
          `to be the admin's own. 401 '${problem('STAFF_SIGN_IN_FAILED').message}' for an unknown email, a wrong ` +
          'password or an inactive member. A member with two-factor sign-in on sends `code` too: without it the ' +
          `answer is 401 '${problem('TWO_FACTOR_CODE_REQUIRED').message}' with \`twoFactorRequired: true\`; a wrong ` +
          `or already used code is 401 '${problem('TWO_FACTOR_CODE_WRONG').message}' with the same flag (each ` +
          'code works once). 429 after 5 attempts ' +
          '(passwords and codes together) for one email or 30 from one address in 15 minutes.',
        tags: ['admin'],
        body: jsonSchemaOf(StaffLoginBody, 'input'),
        response: { 200: jsonSchemaOf(StaffSessionAnswer), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const body = parseBody(StaffLoginBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const { email, password, code } = body.data;
      const limited =
        (await rateLimiter.hit(AdminRateLimits.staffLoginAttemptsPerAddress, addressSubject(request.ip))) ??
        (await rateLimiter.hit(AdminRateLimits.staffLoginAttemptsPerAccount, email));
      if (limited) return reply.code(429).send(failureEnvelope(429, limited.problem));

      const account = await findStaffByEmail(db, email);
      const matches = account
        ? await passwords.verify(account.passwordHash, password)
        : await passwords.verifyWithoutAccount(password);
      if (!account || !matches || !account.active) {
        request.log.warn({ address: request.ip }, 'admin: refused a sign-in');
        return reply.code(401).send(failureEnvelope(401, problem('STAFF_SIGN_IN_FAILED')));
      }
      if (account.twoFactor) {
        const refusal = problem(code === undefined ? 'TWO_FACTOR_CODE_REQUIRED' : 'TWO_FACTOR_CODE_WRONG');
        const accepted =
          code !== undefined &&
          account.totpSecret !== null &&
          (await totp.accept(db, account.id, account.totpSecret, code));
        if (!accepted) {
          if (code !== undefined) request.log.warn({ address: request.ip }, 'admin: refused a two-factor code');
          return reply.code(401).send({ ...failureEnvelope(401, refusal), twoFactorRequired: true });
        }
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
      return reply.send(sessionAnswer(config, member));
    },
  );

  app.get(
    ADMIN_SESSION_PATH,
    {
      onRequest: anyMember,
      schema: {
        summary: 'The signed-in staff member',
        description:
          '401 without a live session (ended, 12 hours idle, or the member made inactive). Every role. ' +
          '`twoFactorRequired` says whether this member must use two-factor sign-in (owners in production).',
        tags: ['admin'],
        response: { 200: jsonSchemaOf(StaffSessionAnswer), ...failureResponses },
      },
    },
    async (request, reply) => reply.send(sessionAnswer(config, staffActorOf(request).member)),
  );

  app.patch(
    ADMIN_SESSION_PATH,
    {
      onRequest: anyMember,
      schema: {
        summary: "Changes the signed-in member's own name, language, mail notices or password",
        description:
          "Every role, for themselves (an owner changes others' under /api/v1/admin/staff/:id). Only the fields " +
          `sent change: \`name\`, \`language\`, \`notifyByMail\`, \`password\`. ${NOTICES_NOTE} ` +
          'A new `password` needs `currentPassword`: a wrong one is 400 and counts against the ' +
          "sign-in limit of the member's email (429 past it). A new password ends the member's other sessions, " +
          "this one stays. Needs `Origin` to be the admin's own. Answers 200 with the member.",
        tags: ['admin'],
        body: jsonSchemaOf(UpdateOwnStaffBody, 'input'),
        response: { 200: jsonSchemaOf(StaffSessionAnswer), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      const body = parseBody(UpdateOwnStaffBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const { name, language, notifyByMail, password, currentPassword } = body.data;

      let passwordHash: string | undefined;
      if (password !== undefined && currentPassword !== undefined) {
        const limited = await rateLimiter.hit(AdminRateLimits.staffLoginAttemptsPerAccount, actor.member.email);
        if (limited) return reply.code(429).send(failureEnvelope(429, limited.problem));
        const account = await findStaffAccount(db, actor.member.id);
        if (!account || !(await passwords.verify(account.passwordHash, currentPassword))) {
          request.log.warn({ staffId: actor.member.id }, 'admin: a wrong current password');
          return reply.code(400).send(failureEnvelope(400, problem('CURRENT_PASSWORD_WRONG')));
        }
        passwordHash = await passwords.hash(password);
      }

      const member = await db.transaction(async (tx) => {
        const current = await findStaffAccount(tx, actor.member.id, { forUpdate: true });
        if (!current) throw new Error(`staff ${actor.member.id} vanished under its own session`);
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (name !== undefined && name !== current.name) {
          before.name = current.name;
          after.name = name;
        }
        if (language !== undefined && language !== current.language) {
          before.language = current.language;
          after.language = language;
        }
        if (notifyByMail !== undefined && notifyByMail !== current.notifyByMail) {
          before.notifyByMail = current.notifyByMail;
          after.notifyByMail = notifyByMail;
        }
        if (passwordHash !== undefined) after.password = 'changed';
        if (Object.keys(after).length === 0) return memberOf(current);
        const changed = await updateStaff(tx, current.id, {
          ...(after.name === undefined ? {} : { name }),
          ...(after.language === undefined ? {} : { language }),
          ...(after.notifyByMail === undefined ? {} : { notifyByMail }),
          ...(passwordHash === undefined ? {} : { passwordHash }),
        });
        if (passwordHash !== undefined) await endOtherStaffSessions(tx, current.id, actor.sessionId);
        await recordAudit(tx, actor, { action: 'update', resource: 'staff', resourceId: current.id, before, after });
        return changed;
      });
      return reply.send(sessionAnswer(config, member));
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
      const actor = staffActorOf(request);
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
      const actor = staffActorOf(request);
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

  registerStaffTotpRoutes(app, { ...deps, totp, anyMember });
}
