// A member's own two-factor sign-in: start (a new secret for the app), confirm (the first code
// turns it on) and turn off (with a code or the password). An owner turns another member's off
// with PATCH /api/v1/admin/staff/:id { twoFactor: false }.
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  problem,
  StaffSessionAnswer,
  TotpConfirmBody,
  TotpDisableBody,
  TotpEnrolment,
  type Problem,
} from '@shop/contract';
import type { Config } from '../config';
import type { PasswordHasher } from '../accounts/password-hashing';
import { failureEnvelope } from '../protocol/envelope';
import { AdminRateLimits } from './admin-rate-limits';
import { failureResponses, jsonSchemaOf, noValidation, parseBody } from './admin-schemas';
import { recordAudit } from './audit-log';
import type { AdminAccess } from './staff-access';
import { memberOf, sessionAnswer, staffActorOf } from './staff-answers';
import { findStaffAccount, storePendingTotp, updateStaff } from './staff-repository';
import type { StaffTotp } from './totp';

export const ADMIN_TOTP_PATH = '/api/v1/admin/session/totp';
export const ADMIN_TOTP_CONFIRM_PATH = `${ADMIN_TOTP_PATH}/confirm`;

const fail = (status: number, said: Problem) => failureEnvelope(status, said);

export function registerStaffTotpRoutes(
  app: FastifyInstance,
  deps: AdminAccess & { config: Config; passwords: PasswordHasher; totp: StaffTotp; anyMember: onRequestHookHandler },
): void {
  const { db, config, totp, anyMember, passwords, rateLimiter } = deps;

  app.post(
    ADMIN_TOTP_PATH,
    {
      onRequest: anyMember,
      schema: {
        summary: 'Starts setting up two-factor sign-in for the signed-in member',
        description:
          'Every role. Answers 201 with a new secret (Base32) and its otpauth:// URI for a QR code, shown this once; ' +
          'two-factor stays off until a code is confirmed at /api/v1/admin/session/totp/confirm. Starting again ' +
          'replaces a secret not yet confirmed. 409 while two-factor is on. The secret is stored sealed with the ' +
          "shop's secret key. Needs `Origin` to be the admin's own.",
        tags: ['admin'],
        response: { 201: jsonSchemaOf(TotpEnrolment), ...failureResponses },
      },
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      const enrolment = await totp.start(db, actor.member.email);
      const started = await db.transaction(async (tx) => {
        if ((await storePendingTotp(tx, actor.member.id, enrolment.stored)) === undefined) return false;
        await recordAudit(tx, actor, {
          action: 'start-two-factor',
          resource: 'staff',
          resourceId: actor.member.id,
          after: { twoFactor: 'pending' },
        });
        return true;
      });
      if (!started) return reply.code(409).send(fail(409, problem('TWO_FACTOR_ALREADY_ON')));
      return reply.header('Cache-Control', 'no-store').code(201).send({ secret: enrolment.secret, uri: enrolment.uri });
    },
  );

  app.post(
    ADMIN_TOTP_CONFIRM_PATH,
    {
      onRequest: anyMember,
      schema: {
        summary: 'Turns two-factor sign-in on with the first code of the new secret',
        description:
          'Every role. 400 naming `code` when it is not the current code of the secret just started; 409 when no ' +
          'set-up was started or two-factor is on already. The code is then used: it cannot sign in. Answers 200 ' +
          "with the member (`twoFactor: true`). Needs `Origin` to be the admin's own.",
        tags: ['admin'],
        body: jsonSchemaOf(TotpConfirmBody, 'input'),
        response: { 200: jsonSchemaOf(StaffSessionAnswer), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      const body = parseBody(TotpConfirmBody, request.body);
      if (!body.ok) return reply.code(400).send(fail(400, body.problem));
      const account = await findStaffAccount(db, actor.member.id);
      if (!account) throw new Error(`staff ${actor.member.id} vanished under its own session`);
      if (account.twoFactor) return reply.code(409).send(fail(409, problem('TWO_FACTOR_ALREADY_ON')));
      if (account.totpSecret === null) return reply.code(409).send(fail(409, problem('TWO_FACTOR_NOT_STARTED')));
      const stored = account.totpSecret;
      // Not counted against the sign-in limits: the member was just shown this secret, so guessing
      // its code gains nothing.
      const confirmed = await db.transaction(async (tx) => {
        if (!(await totp.accept(tx, account.id, stored, body.data.code, { enable: true }))) return false;
        await recordAudit(tx, actor, {
          action: 'enable-two-factor',
          resource: 'staff',
          resourceId: account.id,
          before: { twoFactor: false },
          after: { twoFactor: true },
        });
        return true;
      });
      if (!confirmed) return reply.code(400).send(fail(400, problem('TWO_FACTOR_CONFIRM_CODE_WRONG')));
      return reply.send(sessionAnswer(config, { ...memberOf(account), twoFactor: true }));
    },
  );

  app.delete(
    ADMIN_TOTP_PATH,
    {
      onRequest: anyMember,
      schema: {
        summary: 'Turns two-factor sign-in off for the signed-in member',
        description:
          'Every role. Takes the current `code` of the authenticator app or the member’s `password`; a wrong one is ' +
          "400 naming the field and counts against the sign-in limit of the member's email (429 past it). 409 when " +
          "two-factor is off. Answers 204. Needs `Origin` to be the admin's own. An owner who must use two-factor " +
          '(production) is then held to setting it up again.',
        tags: ['admin'],
        body: jsonSchemaOf(TotpDisableBody, 'input'),
        response: { 204: { type: 'null', description: 'Two-factor sign-in is off' }, ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      const body = parseBody(TotpDisableBody, request.body);
      if (!body.ok) return reply.code(400).send(fail(400, body.problem));
      const account = await findStaffAccount(db, actor.member.id);
      if (!account) throw new Error(`staff ${actor.member.id} vanished under its own session`);
      if (!account.twoFactor || account.totpSecret === null) {
        return reply.code(409).send(fail(409, problem('TWO_FACTOR_ALREADY_OFF')));
      }
      // A stolen session must not be able to guess its way past two-factor: each proof is counted first.
      const limited = await rateLimiter.hit(AdminRateLimits.staffLoginAttemptsPerAccount, actor.member.email);
      if (limited) return reply.code(429).send(fail(429, limited.problem));
      const { code, password } = body.data;
      if (code === undefined && password !== undefined && !(await passwords.verify(account.passwordHash, password))) {
        return reply.code(400).send(fail(400, problem('TWO_FACTOR_PASSWORD_WRONG')));
      }
      const stored = account.totpSecret;
      const turnedOff = await db.transaction(async (tx) => {
        if (code !== undefined && !(await totp.accept(tx, account.id, stored, code))) return false;
        await updateStaff(tx, account.id, { twoFactor: false });
        await recordAudit(tx, actor, {
          action: 'disable-two-factor',
          resource: 'staff',
          resourceId: account.id,
          before: { twoFactor: true },
          after: { twoFactor: false },
        });
        return true;
      });
      if (!turnedOff) return reply.code(400).send(fail(400, problem('TWO_FACTOR_DISABLE_CODE_WRONG')));
      return reply.code(204).send();
    },
  );
}
