// What the admin is told about staff members, shared by the session, two-factor and staff routes.
import type { FastifyRequest } from 'fastify';
import type { StaffMember, StaffSessionAnswer } from '@shop/contract';
import type { Config } from '../config';
import type { AdminActor } from './admin-actor';
import { actorOf, twoFactorRequiredFor } from './staff-access';
import type { StaffAccount } from './staff-repository';

/** The member as the admin sees them: the account without its password hash and two-factor secret. */
export const memberOf = ({ passwordHash: _hash, totpSecret: _secret, ...member }: StaffAccount): StaffMember => member;

/** The answer about the signed-in member. */
export const sessionAnswer = (config: Pick<Config, 'NODE_ENV'>, member: StaffMember): StaffSessionAnswer => ({
  staff: member,
  twoFactorRequired: twoFactorRequiredFor(config, member),
});

/** The signed-in member's actor, on routes that take no admin token. */
export function staffActorOf(request: FastifyRequest): Extract<AdminActor, { kind: 'staff' }> {
  const actor = actorOf(request);
  if (actor.kind !== 'staff') throw new Error(`${request.routeOptions.url} without a staff actor`);
  return actor;
}
