import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** The setting's default: the storefront on the same machine, and nothing behind it. */
const STOREFRONT_BESIDE = 'loopback';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
// BlockList also matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against the IPv4 range.
loopback.addAddress('::1', 'ipv6');

function isLoopback(address: string): boolean {
  const family = net.isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * BACKOFFICE_TRUST_PROXY as Fastify's `trustProxy`. Fastify walks X-Forwarded-For from the right,
 * skipping the addresses this trusts (hop 0 being the peer of the connection), and takes the first
 * one it does not trust as the client.
 *
 * - `loopback` alone (the default) trusts the peer when it is on loopback, and only that hop: the
 *   storefront sends one address, so an address a caller put on the left of a chain, after a forged
 *   loopback entry, is never reached.
 * - A hop count trusts that many hops whoever they are (Fastify itself ignores a number, as it cannot
 *   check the peer): only for a back-office that nothing but those proxies can reach.
 * - A list trusts exactly those addresses and ranges, at any hop: each real proxy appends the address
 *   it was reached from, so what a client wrote further left is never reached unless it comes from a
 *   listed address itself.
 */
export function trustedProxies(setting: Config['BACKOFFICE_TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (setting === STOREFRONT_BESIDE) return (address: string, hop: number) => hop === 0 && isLoopback(address);
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
