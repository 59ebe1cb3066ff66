// The cluster's shop owner: made once with the admin token (its first owner), then signed in.
import { type APIRequestContext, expect } from '@playwright/test';

import { CLUSTER } from './cluster-ports';

const OWNER = { name: 'Salma Haddad', email: 'owner@cluster.example', password: 'Olive-Grove-Terraces-1948' };
/** The admin's own origin (PUBLIC_URL, the balancer), which every state-changing admin call must name. */
export const ADMIN_ORIGIN = { origin: CLUSTER.backofficeUrl };

/** Signs `context` in as the shop's owner, making the owner first when the shop has none (201; 409 when it has). */
export async function signInAsOwner(context: APIRequestContext): Promise<void> {
  const made = await context.post(`${CLUSTER.backofficeUrl}/api/v1/admin/staff`, {
    headers: { Authorization: `Bearer ${CLUSTER.adminToken}` },
    data: { ...OWNER, role: 'owner', language: 'en' },
  });
  expect([201, 409], await made.text()).toContain(made.status());
  const session = await context.post(`${CLUSTER.backofficeUrl}/api/v1/admin/session`, {
    headers: ADMIN_ORIGIN,
    data: { email: OWNER.email, password: OWNER.password },
  });
  expect(session.status(), await session.text()).toBe(200);
}
