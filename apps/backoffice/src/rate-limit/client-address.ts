import net from 'node:net';

/**
 * The subject per-address limits count: an IPv4 address as it is, an IPv6 address by its /64
 * network, because one home or server is usually given a whole /64 and could rotate through it.
 */
export function addressSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headParts.length - tailParts.length;
  return [...headParts, ...Array<string>(missing).fill('0'), ...tailParts].map((part) => part.toLowerCase());
}
