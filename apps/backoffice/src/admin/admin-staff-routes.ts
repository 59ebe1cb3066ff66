import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AdminSetupAnswer,
  CreateStaffBody,
  StaffAnswer,
  StaffIdParams,
  StaffListQuery,
  StaffPage,
  UpdateStaffBody,
  problem,
  type Problem,
  type StaffMember,
} from '@shop/contract';
import type { PasswordHasher } from '../accounts/password-hashing';
import type { Executor } from '../db/database';
import { failureEnvelope } from '../protocol/envelope';
import { ADMIN_SECURITY_SCHEME } from './admin-order-routes';
import type { AdminActor } from './admin-actor';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation, parseBody } from './admin-schemas';
import { recordAudit } from './audit-log';
import { actorOf, requireStaff, type AdminAccess } from './staff-access';
import { memberOf, staffActorOf } from './staff-answers';
import {
  countOtherActiveOwners,
  findStaff,
  findStaffAccount,
  hasOwner,
  insertStaff,
  listStaff,
  updateStaff,
  type NewStaff,
  type StaffChanges,
} from './staff-repository';
import { endAllStaffSessions } from './staff-sessions';

export const ADMIN_SETUP_PATH = '/api/v1/admin/setup';
export const ADMIN_STAFF_PATH = '/api/v1/admin/staff';
export const ADMIN_STAFF_MEMBER_PATH = `${ADMIN_STAFF_PATH}/:id`;

/**
 * Key of the transaction-scoped advisory lock that makes changes to who may run the shop one step
 * at a time: adding staff, and changing a member's role or whether they are active.
 */
export const STAFF_LOCK_KEY = 7_301_017;

type Creation = { ok: true; member: StaffMember } | { ok: false; status: 400 | 403 | 409; problem: Problem };
type Change = { ok: true; member: StaffMember } | { ok: false; status: 403 | 404 | 409; problem: Problem };

const lockStaff = (tx: Executor) => tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_LOCK_KEY})`);

/**
 * Whether the acting member is still an active owner, asked again under the staff lock: an owner
 * demoted or deactivated by a change decided just before theirs (their request was let in while
 * they still owned the shop) no longer acts as one.
 */
async function stillOwner(tx: Executor, actor: AdminActor): Promise<boolean> {
  if (actor.kind === 'token') return true;
  const acting = await findStaffAccount(tx, actor.member.id);
  return acting?.role === 'owner' && acting.active;
}

/**
 * Adds a member in one transaction under the staff lock, so that parallel calls are decided one
 * after another: the admin token may only create the first owner (while none exists), so a burst
 * of setup calls makes exactly one; an owner's session may add anyone.
 */
async function createStaff(access: AdminAccess, actor: AdminActor, member: NewStaff): Promise<Creation> {
  return access.db.transaction(async (tx) => {
    await lockStaff(tx);
    if (!(await stillOwner(tx, actor))) return { ok: false, status: 403, problem: problem('ROLE_NOT_ALLOWED') };
    if (actor.kind === 'token') {
      if (await hasOwner(tx)) return { ok: false, status: 409, problem: problem('SHOP_HAS_OWNER') };
      if (member.role !== 'owner') return { ok: false, status: 400, problem: problem('FIRST_MEMBER_MUST_BE_OWNER') };
    }
    const created = await insertStaff(tx, member);
    if (!created) return { ok: false, status: 409, problem: problem('STAFF_EMAIL_TAKEN') };
    const { passwordHash: _secret, ...recorded } = member;
    await recordAudit(tx, actor, { action: 'create', resource: 'staff', resourceId: created.id, after: recorded });
    return { ok: true, member: created };
  });
}

/**
 * Changes a member in one transaction under the staff lock: reads them FOR UPDATE, refuses to
 * leave the shop without an active owner (counted under the lock, so two owners demoting each
 * other at once cannot both succeed), writes only what differs, ends the member's sessions when
 * their role, password or being active changes, and records the changed fields (a password only
 * as 'changed').
 */
async function changeStaff(
  access: AdminAccess,
  actor: AdminActor,
  staffId: number,
  body: Omit<UpdateStaffBody, 'password'> & { passwordHash?: string },
): Promise<Change> {
  return access.db.transaction(async (tx) => {
    await lockStaff(tx);
    if (!(await stillOwner(tx, actor))) return { ok: false, status: 403, problem: problem('ROLE_NOT_ALLOWED') };
    const current = await findStaffAccount(tx, staffId, { forUpdate: true });
    if (!current) return { ok: false, status: 404, problem: problem('STAFF_MEMBER_NOT_FOUND', { id: staffId }) };

    const changes: StaffChanges = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of ['name', 'role', 'language', 'active', 'notifyByMail'] as const) {
      const value = body[field];
      if (value === undefined || value === current[field]) continue;
      Object.assign(changes, { [field]: value });
      before[field] = current[field];
      after[field] = value;
    }
    if (body.passwordHash !== undefined) {
      changes.passwordHash = body.passwordHash;
      after.password = 'changed';
    }
    if (body.twoFactor === false && current.twoFactor) {
      changes.twoFactor = false;
      before.twoFactor = true;
      after.twoFactor = false;
    }
    if (Object.keys(after).length === 0) return { ok: true, member: memberOf(current) };

    const stopsOwning = (changes.role ?? current.role) !== 'owner' || changes.active === false;
    if (
      current.role === 'owner' &&
      current.active &&
      stopsOwning &&
      (await countOtherActiveOwners(tx, staffId)) === 0
    ) {
      return { ok: false, status: 409, problem: problem('LAST_OWNER') };
    }
    const member = await updateStaff(tx, staffId, changes);
    if (changes.role !== undefined || changes.active === false || changes.passwordHash !== undefined) {
      await endAllStaffSessions(tx, staffId);
    }
    await recordAudit(tx, actor, { action: 'update', resource: 'staff', resourceId: staffId, before, after });
    return { ok: true, member };
  });
}

/** How `notifyByMail` reads, told in the OpenAPI descriptions of the staff and session routes. */
export const NOTICES_NOTE =
  'Each member has `notifyByMail`: their choice to be mailed about each new order, seller request and contact ' +
  'message. Active owners are mailed whatever it says: it is answered and kept as stored (it counts again if ' +
  'the member stops being an owner), and the admin shows it as always on for owners.';

const badRequest = (reply: FastifyReply, said: Problem) => reply.code(400).send(failureEnvelope(400, said));

/** The first owner's setup; the owner's list of staff, and adding and changing members. */
export function registerAdminStaffRoutes(
  app: FastifyInstance,
  deps: AdminAccess & { passwords: PasswordHasher },
): void {
  const ownerOnly = requireStaff(deps, ['owner']);

  app.get(
    ADMIN_SETUP_PATH,
    {
      schema: {
        summary: 'Whether the shop still needs its first owner',
        description: 'Open to anyone: the admin shows its setup screen (which asks for the admin token) while true.',
        tags: ['admin'],
        response: { 200: jsonSchemaOf(AdminSetupAnswer), ...failureResponses },
      },
    },
    async (_request, reply) => reply.send({ needsOwner: !(await hasOwner(deps.db)) }),
  );

  app.get(
    ADMIN_STAFF_PATH,
    {
      onRequest: ownerOnly,
      schema: {
        summary: 'Lists staff members (owner)',
        description:
          'Paged by `limit` (1..100, default 25) and `offset`; `q` searches names and emails; filters `role` and ' +
          '`active` (true or false); `sort` by name (default), email, role or createdAt, `order` asc or desc. ' +
          `${NOTICES_NOTE} ` +
          '400 naming the parameter for a bad one; 403 for roles other than owner.',
        tags: ['admin'],
        querystring: jsonSchemaOf(StaffListQuery, 'input'),
        response: { 200: jsonSchemaOf(StaffPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = StaffListQuery.safeParse(request.query ?? {});
      if (!query.success) return badRequest(reply, invalidInput(query.error));
      const page = await listStaff(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.get(
    ADMIN_STAFF_MEMBER_PATH,
    {
      onRequest: ownerOnly,
      schema: {
        summary: 'One staff member (owner)',
        description: '400 for an id that is not a whole number from 1; 404 for an unknown one; 403 for other roles.',
        tags: ['admin'],
        params: jsonSchemaOf(StaffIdParams, 'input'),
        response: { 200: jsonSchemaOf(StaffAnswer), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const params = StaffIdParams.safeParse(request.params);
      if (!params.success) return badRequest(reply, invalidInput(params.error));
      const member = await findStaff(deps.db, params.data.id);
      if (!member)
        return reply.code(404).send(failureEnvelope(404, problem('STAFF_MEMBER_NOT_FOUND', { id: params.data.id })));
      return reply.send({ staff: member });
    },
  );

  app.post(
    ADMIN_STAFF_PATH,
    {
      onRequest: requireStaff(deps, ['owner'], { token: true }),
      schema: {
        summary: 'Adds a staff member (owner), or the first owner (admin token)',
        description:
          'With `Authorization: Bearer <admin token>` while the shop has no owner: creates the first owner ' +
          "(409 once one exists, 400 for another role). With an owner's session: creates a member of any role. " +
          '`notifyByMail` (default false) asks for a mail about each new order, seller request and contact ' +
          'message; owners get them anyway. Other roles get 403. 400 naming the field for bad input (the ' +
          'password: 8..150 characters, not a common one); 409 for an email in use. Answers 201.',
        tags: ['admin'],
        security: [{ [ADMIN_SECURITY_SCHEME]: [] }, {}],
        body: jsonSchemaOf(CreateStaffBody, 'input'),
        response: { 201: jsonSchemaOf(StaffAnswer), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = parseBody(CreateStaffBody, request.body);
      if (!body.ok) return badRequest(reply, body.problem);
      const { password, ...fields } = body.data;
      if (actor.kind === 'token' && fields.role !== 'owner')
        return badRequest(reply, problem('FIRST_MEMBER_MUST_BE_OWNER'));
      const passwordHash = await deps.passwords.hash(password);
      const creation = await createStaff(deps, actor, { ...fields, passwordHash });
      if (!creation.ok) return reply.code(creation.status).send(failureEnvelope(creation.status, creation.problem));
      request.log.info({ staffId: creation.member.id, by: actor.label }, 'admin: staff member created');
      return reply.code(201).send({ staff: creation.member });
    },
  );

  app.patch(
    ADMIN_STAFF_MEMBER_PATH,
    {
      onRequest: ownerOnly,
      schema: {
        summary: 'Changes a staff member (owner)',
        description:
          'Only the fields sent change: `name`, `role`, `language`, `active`, `notifyByMail`, a new `password`, and ' +
          "`twoFactor: false` to turn the member's two-factor sign-in off (e.g. a lost phone). " +
          `${NOTICES_NOTE} Members set their own \`notifyByMail\` under their session (PATCH /api/v1/admin/session); ` +
          "only an owner sets another member's (403 for other roles). A new role, a new password or " +
          "deactivation ends the member's sessions. 409 when the change would leave the shop without an active " +
          "owner. One's own password and two-factor are changed under one's session instead (400 here). 400 " +
          'naming the field for bad input, 404 for an unknown id, 403 for other roles. Needs `Origin` to be the ' +
          "admin's own. Answers 200 with the member; every change is in the audit log (a password only as 'changed').",
        tags: ['admin'],
        params: jsonSchemaOf(StaffIdParams, 'input'),
        body: jsonSchemaOf(UpdateStaffBody, 'input'),
        response: { 200: jsonSchemaOf(StaffAnswer), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      const params = StaffIdParams.safeParse(request.params);
      if (!params.success) return badRequest(reply, invalidInput(params.error));
      const body = parseBody(UpdateStaffBody, request.body);
      if (!body.ok) return badRequest(reply, body.problem);
      const { password, ...fields } = body.data;
      const own = params.data.id === actor.member.id;
      if (own && password !== undefined) return badRequest(reply, problem('OWN_PASSWORD_UNDER_SESSION'));
      if (own && fields.twoFactor === false) return badRequest(reply, problem('OWN_TWO_FACTOR_UNDER_SESSION'));
      const passwordHash = password === undefined ? undefined : await deps.passwords.hash(password);
      const change = await changeStaff(deps, actor, params.data.id, {
        ...fields,
        ...(passwordHash === undefined ? {} : { passwordHash }),
      });
      if (!change.ok) return reply.code(change.status).send(failureEnvelope(change.status, change.problem));
      request.log.info({ staffId: params.data.id, by: actor.label }, 'admin: staff member changed');
      return reply.send({ staff: change.member });
    },
  );
}
