import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { AppError } from './errors';

/**
 * Server-side request forgery guard for every address a workspace names (issue 4): webhook URLs
 * and mailbox servers. A workspace must not make the server call loopback, private, link-local
 * (cloud metadata), CGNAT or unique-local addresses. Checked when a URL is saved and again on the
 * address actually connected to (a `lookup` given to the HTTP request), so a host that resolves to
 * a public address at save time and a private one later (DNS rebinding) is still refused.
 * WEBHOOKS_ALLOW_PRIVATE=true turns it off for webhooks (local development, tests with a local
 * receiver). The SMTP and IMAP servers a workspace names for its mailbox are held to the same list
 * (`assertPublicHost`, `publicAddressOf`) unless MAIL_SERVERS_ALLOW_PRIVATE=true.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, 169.254.169.254 metadata
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

export const ssrfMessages = {
  protocol: 'The URL must have http or https protocol',
  privateAddress: 'The URL points to a private or local address, which is not allowed',
  privateMailServer: 'The mail server is at a private or local address, which is not allowed',
  unresolvable: (host: string) => `Could not resolve ${host}`,
} as const;

/** IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) addresses are checked as the IPv4 they carry. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? null;
}

/** True for an address a webhook must not reach (see the list above). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return blocked.check(v4, 'ipv4');
    if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(bare)) return true; // mapped, hex form: refuse
    return blocked.check(bare, 'ipv6');
  }
  return true; // not an address at all: never connect
}

function flagFromEnv(value: string | undefined): boolean {
  const flag = value?.trim().toLowerCase();
  return flag === 'true' || flag === '1' || flag === 'yes';
}

/** WEBHOOKS_ALLOW_PRIVATE from the environment (env.ts documents it); off unless set to a true value. */
export function webhooksAllowPrivateFromEnv(
  source: Record<string, string | undefined> = process.env,
): boolean {
  return flagFromEnv(source.WEBHOOKS_ALLOW_PRIVATE);
}

/** MAIL_SERVERS_ALLOW_PRIVATE from the environment (env.ts documents it); off unless set to a true value. */
export function mailServersAllowPrivateFromEnv(
  source: Record<string, string | undefined> = process.env,
): boolean {
  return flagFromEnv(source.MAIL_SERVERS_ALLOW_PRIVATE);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that refuses private addresses after resolving,
 * i.e. on the address the socket will connect to.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address))) {
        const refused: NodeJS.ErrnoException = new Error(ssrfMessages.privateAddress);
        refused.code = 'EPRIVATEADDRESS';
        return callback(refused, []);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first)
        return callback(
          Object.assign(new Error(ssrfMessages.unresolvable(hostname)), { code: 'ENOTFOUND' }),
          [],
        );
      callback(null, first.address, first.family);
    });
  };
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/**
 * Checks a webhook URL before it is saved or called: http(s) only and, unless
 * private targets are allowed, every address the host resolves to is public.
 * Throws a 400 AppError with the reason.
 */
export async function assertPublicUrl(url: URL, allowPrivate: boolean): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError(400, ssrfMessages.protocol);
  await assertPublicHost(url.hostname, allowPrivate);
}

/**
 * Checks a host name or address: unless private targets are allowed, every
 * address it resolves to is public. Throws a 400 AppError with `message` (or the
 * resolution failure).
 */
export async function assertPublicHost(
  hostname: string,
  allowPrivate: boolean,
  message: string = ssrfMessages.privateAddress,
): Promise<void> {
  if (allowPrivate) return;
  await publicAddressOf(hostname, message);
}

/**
 * The address to connect to for `hostname` when every address it resolves to is
 * public (the first of them; an IP literal is its own). Connecting to this address
 * rather than the name again closes the window in which DNS could answer
 * differently (rebinding). Throws a 400 AppError with `message` or the resolution failure.
 */
export async function publicAddressOf(
  hostname: string,
  message: string = ssrfMessages.privateAddress,
): Promise<string> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw new AppError(400, message);
    return host;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    throw new AppError(400, ssrfMessages.unresolvable(host));
  }
  const first = addresses[0];
  if (!first) throw new AppError(400, ssrfMessages.unresolvable(host));
  if (addresses.some((entry) => isPrivateAddress(entry.address))) throw new AppError(400, message);
  return first.address;
}
