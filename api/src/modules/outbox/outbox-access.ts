import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppDependencies } from '../../platform/context';
import { bearerToken, findUserByToken } from '../../platform/identity';

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address (a dual-stack socket). */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare) || bare === '::1' || bare === '0:0:0:0:0:0:0:1';
}

/**
 * Whether the request comes from this machine.
 *
 * - TRUST_PROXY: the original client is the last X-Forwarded-For entry (the one our proxy
 *   appended); a proxy on this machine forwarding a remote client is remote.
 * - Otherwise the socket's address; X-Forwarded-For is the client's own text and is ignored.
 * - No socket at all: a request made in-process (`app.request`, the tests), never a network client.
 */
export function isLoopbackRequest(c: Context, trustProxy: boolean): boolean {
  if (trustProxy) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const original = forwarded.at(-1);
    if (original !== undefined && !isLoopbackAddress(original)) return false;
  }
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return true;
  }
  return address !== undefined && isLoopbackAddress(address);
}

/**
 * The local outbox holds activation, restore and invite codes: whoever reads it can take any
 * account. It answers a client on this machine (the README's local demo) or a signed-in
 * platform admin (with the API's bearer token); anyone else gets the same 404 as an unknown path.
 */
export async function mayReadOutbox(c: Context, deps: AppDependencies): Promise<boolean> {
  if (isLoopbackRequest(c, deps.auth.trustProxy)) return true;
  const found = await findUserByToken(deps.db, bearerToken(c.req.header('authorization')));
  return found?.user.isAdmin === true;
}
