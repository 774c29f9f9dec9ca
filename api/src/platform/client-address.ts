import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Longer values are not addresses; cut them so a forged header cannot bloat sign_in_attempts. */
const maxAddressLength = 64;

function normalise(address: string): string {
  // An IPv4 client on a dual-stack socket shows up as ::ffff:1.2.3.4.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, maxAddressLength);
}

/**
 * The address a request comes from, for sign-in throttling.
 *
 * - TRUST_PROXY set: the last X-Forwarded-For entry, the one our own reverse
 *   proxy appended. The first entry is whatever the client wrote, so trusting
 *   it would let an attacker pick a fresh address for every guess.
 * - Otherwise: the socket's remote address (@hono/node-server's getConnInfo).
 * - No socket at all (app.request in tests): the first X-Forwarded-For entry,
 *   else 'unknown'. The node server always has a socket, so this never applies there.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trustProxy && forwarded.length > 0) return normalise(forwarded.at(-1) as string);
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return normalise(address);
  } catch {
    // No node socket behind this request (app.request in tests).
  }
  return forwarded[0] ? normalise(forwarded[0]) : 'unknown';
}

/** The canonical text of an IPv6 address (the URL parser's: lower case, `::` compressed, no dotted tail). */
function canonicalIPv6(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

/**
 * The client an address stands for, as every throttle counts it (issue 23 item 16c): an IPv4
 * address is itself; an IPv6 address is its /64 ("2001:db8::/64"), since one home or office
 * gets a whole /64 and picks any address in it, so counting single addresses would give an
 * attacker 2^64 fresh ones. Anything else ('unknown') is kept as it is.
 */
export function addressGroup(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const canonical = canonicalIPv6(bare);
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const hextets =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${canonicalIPv6(`${hextets.slice(0, 4).join(':')}::`)}/64`;
}
