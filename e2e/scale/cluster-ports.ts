// Where the multi-instance cluster (cluster.ts) listens: nginx in front of each pair of instances.
// E2E_CLUSTER_PORT moves them all (the storefronts' balancer; the rest follow it).
const base = Number(process.env.E2E_CLUSTER_PORT ?? 3800);

export const CLUSTER = {
  storefrontPort: base,
  storefrontPorts: [base + 1, base + 2],
  backofficePort: base + 10,
  backofficePorts: [base + 11, base + 12],
  storefrontUrl: `http://127.0.0.1:${base}`,
  backofficeUrl: `http://127.0.0.1:${base + 10}`,
  adminToken: 'cluster-shop-owner-token-0123456789-abcdefghijklmnop',
  nginx: process.env.NGINX ?? '/usr/sbin/nginx',
};
