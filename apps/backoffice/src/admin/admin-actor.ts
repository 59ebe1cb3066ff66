import type { StaffMember, StaffRole } from '@shop/contract';

/** Who makes an admin request: a signed-in member, or the holder of the admin token (the CLI). */
export type AdminActor =
  | { kind: 'staff'; member: StaffMember; sessionId: number; label: string; address: string }
  | { kind: 'token'; label: string; address: string };

/** How the admin token appears in the audit log. */
export const ADMIN_TOKEN_ACTOR = 'admin token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff before the handler runs. */
    adminActor?: AdminActor;
  }
}

export const ALL_ROLES: readonly StaffRole[] = ['owner', 'catalogue', 'orders', 'moderator'];
