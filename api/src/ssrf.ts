import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import os from 'node:os';
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
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // NAT64 local-use prefixes (RFC 8215): this network's own translator
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments, Teredo 2001::/32 among them
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
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

/**
 * The eight 16-bit groups of an IPv6 address in any spelling (compressed, dotted tail, upper
 * case): the URL parser writes it in one canonical form first. Null when it is none.
 */
function ipv6Groups(address: string): number[] | null {
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = canonical.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  if (tail === undefined) return left.length === 8 ? left : null;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address carries, where the network would deliver to it: IPv4-mapped
 * ::ffff:0:0/96, IPv4-compatible ::/96, SIIT ::ffff:0:0:0/96 (RFC 6145), NAT64 64:ff9b::/96
 * (RFC 6052) and 6to4 2002::/16. Such an address is allowed exactly when that IPv4 is.
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (end: number) => groups.slice(0, end).every((group) => group === 0);
  if (zeroUpTo(5) && (g5 === 0 || g5 === 0xffff)) return ipv4Of(g6, g7); // compatible, mapped
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return ipv4Of(g6, g7); // SIIT
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1 ?? 0, g2 ?? 0); // 6to4
  return null;
}

/** This machine's own addresses (every interface, now): a service bound to 0.0.0.0 answers on them. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(os.networkInterfaces()))
    for (const entry of entries ?? []) {
      const bare = entry.address.replace(/%.*$/, '');
      own.add(isIP(bare) === 6 ? (ipv6Groups(bare)?.join(':') ?? bare) : bare);
    }
  return own;
}

/**
 * The one rule of which addresses the server never connects to for a workspace or a brand
 * (webhooks, mailbox servers, the brand's SMTP server): loopback, private, link-local (cloud
 * metadata), CGNAT, unique-local, documentation and reserved ranges, this machine's own interface
 * addresses, and any IPv6 spelling of those (mapped, compatible, SIIT, NAT64, 6to4; Teredo and the
 * NAT64 local-use prefix whole). Anything that is not an IP address is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4') || ownAddresses().has(bare);
  if (family !== 6) return true; // not an address at all: never connect
  const groups = ipv6Groups(bare);
  if (!groups) return true;
  const v4 = embeddedIpv4(groups);
  if (v4) return isPrivateAddress(v4);
  return blocked.check(bare, 'ipv6') || ownAddresses().has(groups.join(':'));
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

/**
 * Where to connect for `host` so that the address checked is the address connected to: unless
 * private servers are allowed, the name is resolved once, every address checked, and the
 * connection goes to the first one, with the name kept for TLS (SNI and the certificate check).
 * For nodemailer and imapflow, which resolve names themselves and take no `lookup`. Throws the
 * 400 AppError of `publicAddressOf`.
 */
export async function pinnedHost(
  host: string,
  allowPrivate: boolean,
  message: string = ssrfMessages.privateAddress,
): Promise<{ host: string; servername?: string }> {
  if (allowPrivate) return { host };
  const address = await publicAddressOf(host, message);
  return address === host.replace(/^\[|\]$/g, '') ? { host: address } : { host: address, servername: host };
}
