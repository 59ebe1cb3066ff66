// Whose X-Forwarded-For the storefront believes (TRUST_PROXY), as Express's 'trust proxy' setting.
// Express walks X-Forwarded-For from the right, starting at the peer of the connection, skips the
// addresses it trusts and takes the first one it does not trust as the shopper's: what a client wrote
// further left is never reached. Trusting everything (Express's `true`) would take the left-most
// address, which any client picks itself, so it is not offered.
import net from 'node:net';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const NO_PROXY = new Set(['', '0', 'none']);
// More proxies than this in front of one shop is a typo, not a deployment.
const MAX_HOPS = 99;

const EXPECTED =
  'TRUST_PROXY must be none (or 0), a hop count (1-99: the number of proxies in front of the storefront), ' +
  'or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal';

/** One list entry: a named range, an address, or an address/prefix-length. @param {string} entry */
function isProxyEntry(entry) {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Express's 'trust proxy': `false` (unset, `0`, `none`: the connection's own address
 * is the shopper's), a hop count n (the shopper is the n-th address from the right of
 * X-Forwarded-For, counting the connection's peer as the first hop: for a storefront that only those
 * proxies can reach), or a list of the proxies' addresses and ranges (only those are believed,
 * at any hop). Anything else throws, so a typo stops the start instead of trusting the wrong party.
 * @param {string | undefined} value
 * @returns {false | number | string[]}
 */
export function parseTrustProxy(value) {
  const setting = (value ?? '').trim();
  if (NO_PROXY.has(setting.toLowerCase())) return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops <= MAX_HOPS) return hops;
    throw new Error(`${EXPECTED}; got "${value}"`);
  }
  const entries = setting.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyEntry)) return entries;
  throw new Error(`${EXPECTED}; got "${value}"`);
}
