import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AdminSetupAnswer, CreateStaffBody, StaffAnswer, type StaffMember } from '@shop/contract';
import type { PasswordHasher } from '../accounts/password-hashing';
import { failureEnvelope } from '../protocol/envelope';
import { ADMIN_SECURITY_SCHEME } from './admin-order-routes';
import type { AdminActor } from './admin-actor';
import { failureResponses, jsonSchemaOf, noValidation, parseBody } from './admin-schemas';
import { recordAudit } from './audit-log';
import { actorOf, requireStaff, type AdminAccess } from './staff-access';
import { hasOwner, insertStaff, type NewStaff } from './staff-repository';

export const ADMIN_SETUP_PATH = '/api/v1/admin/setup';
export const ADMIN_STAFF_PATH = '/api/v1/admin/staff';

/** Key of the transaction-scoped advisory lock that makes adding staff one step at a time. */
const STAFF_LOCK_KEY = 7_301_017;

export const StaffMessages = {
  ownerExists: 'The shop has an owner already: an owner signs in to the admin to add staff.',
  firstMustBeOwner: "role: The shop's first member must be an owner",
  emailTaken: 'email: A staff member with this email exists already',
} as const;

type Creation = { ok: true; member: StaffMember } | { ok: false; status: 400 | 409; message: string };

/**
 * Adds a member in one transaction under an advisory lock, so that parallel calls are decided one
 * after another: the admin token may only create the first owner (while none exists), so a burst
 * of setup calls makes exactly one; an owner's session may add anyone.
 */
async function createStaff(access: AdminAccess, actor: AdminActor, member: NewStaff): Promise<Creation> {
  return access.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_LOCK_KEY})`);
    if (actor.kind === 'token') {
      if (await hasOwner(tx)) return { ok: false, status: 409, message: StaffMessages.ownerExists };
      if (member.role !== 'owner') return { ok: false, status: 400, message: StaffMessages.firstMustBeOwner };
    }
    const created = await insertStaff(tx, member);
    if (!created) return { ok: false, status: 409, message: StaffMessages.emailTaken };
    const { passwordHash: _secret, ...recorded } = member;
    await recordAudit(tx, actor, { action: 'create', resource: 'staff', resourceId: created.id, after: recorded });
    return { ok: true, member: created };
  });
}

/** The first owner's setup, and adding staff. */
export function registerAdminStaffRoutes(
  app: FastifyInstance,
  deps: AdminAccess & { passwords: PasswordHasher },
): void {
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

  app.post(
    ADMIN_STAFF_PATH,
    {
      onRequest: requireStaff(deps, ['owner'], { token: true }),
      schema: {
        summary: 'Adds a staff member (owner), or the first owner (admin token)',
        description:
          'With `Authorization: Bearer <admin token>` while the shop has no owner: creates the first owner ' +
          "(409 once one exists, 400 for another role). With an owner's session: creates a member of any role. " +
          'Other roles get 403. 400 naming the field for bad input (the password: 8..150 characters, not a ' +
          'common one); 409 for an email in use. Answers 201.',
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
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.message));
      const { password, ...fields } = body.data;
      if (actor.kind === 'token' && fields.role !== 'owner') {
        return reply.code(400).send(failureEnvelope(400, StaffMessages.firstMustBeOwner));
      }
      const passwordHash = await deps.passwords.hash(password);
      const creation = await createStaff(deps, actor, { ...fields, passwordHash });
      if (!creation.ok) return reply.code(creation.status).send(failureEnvelope(creation.status, creation.message));
      request.log.info({ staffId: creation.member.id, by: actor.label }, 'admin: staff member created');
      return reply.code(201).send({ staff: creation.member });
    },
  );
}
