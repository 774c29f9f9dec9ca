import { promises as dns } from 'node:dns';
import { parseDnsServers } from '../../env';

/**
 * The DNS look-ups of the sending-domain checks: node:dns's own resolver (c-ares, no cache),
 * pointed at the servers DNS_SERVERS names or the system's. Its errors carry node's codes
 * (ENOTFOUND for a name that does not exist, ENODATA for a name without that record, ETIMEOUT),
 * which is what mailauth's SPF, DKIM and DMARC code expects of a resolver.
 */
export type DnsResolve = (name: string, rrtype: string) => Promise<unknown[]>;

export interface DnsResolverOptions {
  /** `ip` or `ip:port` (`[v6]:port`); unset or empty, the system's servers. */
  servers?: string[];
  /** How long one try waits for an answer. */
  timeoutMs?: number;
  /** How many times a query is sent to each server before ETIMEOUT. */
  tries?: number;
}

export const defaultDnsTimeoutMs = 2_000;

export function createDnsResolver(options: DnsResolverOptions = {}): DnsResolve {
  const resolver = new dns.Resolver({
    timeout: options.timeoutMs ?? defaultDnsTimeoutMs,
    tries: options.tries ?? 2,
  });
  if (options.servers && options.servers.length > 0) resolver.setServers(options.servers);
  return async (name, rrtype) => {
    const records: unknown = await resolver.resolve(name, rrtype);
    return Array.isArray(records) ? records : [records];
  };
}

/** The resolver DNS_SERVERS asks for (an entry the server refused at start is left out here). */
export function dnsResolverFromEnv(env: NodeJS.ProcessEnv = process.env): DnsResolve {
  return createDnsResolver({ servers: parseDnsServers(env.DNS_SERVERS).servers });
}
