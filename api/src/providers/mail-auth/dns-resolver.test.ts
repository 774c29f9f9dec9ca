import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, parseDnsServers } from '../../env';
import { createDnsResolver } from './dns-resolver';
import { startDnsServer } from './testing/dns-server';

describe('DNS_SERVERS', () => {
  it('takes IP addresses with optional ports and names a bad entry', () => {
    expect(loadEnv({ DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[::1]:53, 2001:db8::1' }).DNS_SERVERS).toEqual([
      '1.1.1.1',
      '127.0.0.1:5353',
      '[::1]:53',
      '2001:db8::1',
    ]);
    expect(loadEnv({}).DNS_SERVERS).toBeUndefined();
    expect(() => loadEnv({ DNS_SERVERS: '1.1.1.1, dns.example.net' })).toThrow(EnvError);
    expect(() => loadEnv({ DNS_SERVERS: '127.0.0.1:70000' })).toThrow(
      'DNS_SERVERS: "127.0.0.1:70000" is not an IP address with an optional port',
    );
    expect(parseDnsServers('8.8.8.8,nope')).toEqual({
      servers: ['8.8.8.8'],
      problems: ['"nope" is not an IP address with an optional port'],
    });
  });

  it('points the resolver at the given server', async () => {
    const dns = await startDnsServer({ 'acme.test': [{ type: 'TXT', value: 'v=spf1 -all' }] });
    try {
      const resolve = createDnsResolver({ servers: dns.servers, timeoutMs: 500, tries: 1 });
      expect(await resolve('acme.test', 'TXT')).toEqual([['v=spf1 -all']]);
      expect(dns.queries).toEqual(['TXT acme.test']);
      await expect(resolve('other.test', 'TXT')).rejects.toMatchObject({ code: 'ENOTFOUND' });
      await expect(resolve('acme.test', 'MX')).rejects.toMatchObject({ code: 'ENODATA' });
    } finally {
      await dns.close();
    }
  });
});
