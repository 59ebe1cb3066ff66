// Where the multi-instance cluster (cluster.ts) listens: nginx in front of each pair of instances, its
// own Redis, and a control endpoint through which the tests read the mails it received and stop and
// start Redis or a back-office. E2E_CLUSTER_PORT moves them all (the storefronts' balancer; the rest
// follow it).
import { E2E_ADMIN_TOKEN } from '../support/admin-token';

const base = Number(process.env.E2E_CLUSTER_PORT ?? 3800);

export const CLUSTER = {
  storefrontPort: base,
  storefrontPorts: [base + 1, base + 2],
  backofficePort: base + 10,
  backofficePorts: [base + 11, base + 12],
  redisPort: base + 13,
  controlPort: base + 20,
  storefrontUrl: `http://127.0.0.1:${base}`,
  backofficeUrl: `http://127.0.0.1:${base + 10}`,
  controlUrl: `http://127.0.0.1:${base + 20}`,
  /** The shop owner's token: the end-to-end suite's, so its helpers (support/admin.ts) work here too. */
  adminToken: E2E_ADMIN_TOKEN,
  nginx: process.env.NGINX ?? '/usr/sbin/nginx',
  redisServer: process.env.REDIS_SERVER ?? '/usr/bin/redis-server',
};

/** The address of one back-office instance (1 or 2), bypassing the balancer. */
export const backofficeInstanceUrl = (instance: 1 | 2) => `http://127.0.0.1:${CLUSTER.backofficePorts[instance - 1]}`;

/**
 * An address no other caller uses, for X-Forwarded-For: nginx passes it on and the back-offices trust
 * nginx, so each shopper a test makes has per-address limits (sign-ups, reset codes) of its own.
 */
export function freshClientAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `10.${part()}.${part()}.${part()}`;
}
