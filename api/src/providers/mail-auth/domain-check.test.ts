import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DkimKeyPair, generateDkimKey } from './dkim-keys';
import { createDnsResolver, type DnsResolve } from './dns-resolver';
import { checkDomain, checkMailboxDomain, type DomainCheck, expectationsFor } from './domain-check';
import { domainRecords, type SendingDomainSettings } from './domain-records';
import { startDnsServer, type TestDnsServer, type ZoneRecord } from './testing/dns-server';

/**
 * The checks against a real DNS server on loopback (dns2), asked through node's resolver as in
 * production: the records domainRecords gives pass, and each wrong record has its own message.
 */
let dns: TestDnsServer;
let resolve: DnsResolve;
let key: DkimKeyPair;
let otherKey: DkimKeyPair;

const domain = 'acme.test';

const settings = (): SendingDomainSettings => ({
  mxHosts: ['mx1.mail.example.net'],
  spf: { include: ['spf.mail.example.net'] },
  dkim: { selector: key.selector, publicKey: key.publicKey },
  dmarc: { policy: 'quarantine', rua: 'dmarc@reports.example.net' },
  tracking: { label: 'track', target: 'track.example.net' },
});

/** Publishes exactly what domainRecords says (TXT records of one name side by side). */
function publishRight(): void {
  const byName = new Map<string, ZoneRecord[]>();
  for (const record of domainRecords(domain, settings())) {
    const zone: ZoneRecord =
      record.type === 'MX'
        ? { type: 'MX', exchange: record.value, priority: record.priority ?? 10 }
        : record.type === 'CNAME'
          ? { type: 'CNAME', target: record.value }
          : { type: 'TXT', value: record.value };
    byName.set(record.name, [...(byName.get(record.name) ?? []), zone]);
  }
  // The apex has an A record too, so a name removed below still leaves the domain existing.
  byName.set(domain, [...(byName.get(domain) ?? []), { type: 'A', address: '203.0.113.10' }]);
  for (const [name, records] of byName) dns.set(name, records);
}

/** Replaces the records of one type at a name, keeping the others. */
function replace(name: string, type: ZoneRecord['type'], records: ZoneRecord[]): void {
  dns.set(name, [...dns.get(name).filter((record) => record.type !== type), ...records]);
}

const check = () => checkDomain(domain, expectationsFor(settings()), { resolve });
const recordOf = (result: DomainCheck, record: string) => result.records.find((r) => r.record === record);

beforeAll(async () => {
  [key, otherKey] = await Promise.all([generateDkimKey('s202612'), generateDkimKey('s202612')]);
  dns = await startDnsServer();
  resolve = createDnsResolver({ servers: dns.servers, timeoutMs: 300, tries: 1 });
});

afterAll(async () => {
  await dns.close();
});

beforeEach(() => {
  dns.clear();
  publishRight();
});

describe('checkDomain against a DNS server', () => {
  it('passes every record domainRecords gives', async () => {
    const result = await check();
    expect(result.status).toBe('ok');
    expect(result.records.map(({ record, status, message }) => ({ record, status, message }))).toEqual([
      { record: 'mx', status: 'ok', message: 'MX points to mx1.mail.example.net' },
      { record: 'spf', status: 'ok', message: 'SPF includes spf.mail.example.net' },
      { record: 'dkim', status: 'ok', message: 'DKIM key found at s202612._domainkey.acme.test' },
      { record: 'dmarc', status: 'ok', message: 'DMARC policy is quarantine' },
      { record: 'tracking', status: 'ok', message: 'Tracking CNAME points to track.example.net' },
    ]);
    expect(recordOf(result, 'spf')?.found).toEqual(['v=spf1 include:spf.mail.example.net ~all']);
    expect(recordOf(result, 'mx')?.found).toEqual(['10 mx1.mail.example.net']);
  });

  it('finds the include behind a nested include or a redirect', async () => {
    replace(domain, 'TXT', [{ type: 'TXT', value: 'v=spf1 include:_spf.acme.test -all' }]);
    dns.set('_spf.acme.test', [
      { type: 'TXT', value: 'v=spf1 ip4:198.51.100.1 include:spf.mail.example.net ~all' },
    ]);
    expect(recordOf(await check(), 'spf')).toMatchObject({ status: 'ok' });
    replace(domain, 'TXT', [{ type: 'TXT', value: 'v=spf1 redirect=_spf.acme.test' }]);
    expect(recordOf(await check(), 'spf')).toMatchObject({ status: 'ok' });
  });

  it('says what is wrong with SPF', async () => {
    replace(domain, 'TXT', [{ type: 'TXT', value: 'v=spf1 include:spf.other.net ~all' }]);
    dns.set('spf.other.net', [{ type: 'TXT', value: 'v=spf1 ip4:198.51.100.1 -all' }]);
    expect(recordOf(await check(), 'spf')).toMatchObject({
      status: 'error',
      message: 'SPF does not include spf.mail.example.net',
      found: ['v=spf1 include:spf.other.net ~all'],
    });
    replace(domain, 'TXT', [{ type: 'TXT', value: 'google-site-verification=abc' }]);
    expect(recordOf(await check(), 'spf')).toMatchObject({
      status: 'error',
      message: 'SPF record not found',
    });
    replace(domain, 'TXT', [
      { type: 'TXT', value: 'v=spf1 include:spf.mail.example.net ~all' },
      { type: 'TXT', value: 'v=spf1 mx -all' },
    ]);
    expect(recordOf(await check(), 'spf')).toMatchObject({
      status: 'error',
      message: 'More than one SPF record',
    });
  });

  it('checks SPF addresses the product sends from', async () => {
    const both = { spf: { include: ['spf.mail.example.net'], ips: ['203.0.113.7'] } };
    replace(domain, 'TXT', [
      { type: 'TXT', value: 'v=spf1 ip4:203.0.113.7 include:spf.mail.example.net -all' },
    ]);
    expect((await checkDomain(domain, both, { resolve })).records[0]?.message).toBe(
      'SPF includes spf.mail.example.net and allows 203.0.113.7',
    );
    const expected = { spf: { ips: ['203.0.113.7'] } };
    replace(domain, 'TXT', [{ type: 'TXT', value: 'v=spf1 ip4:203.0.113.0/24 -all' }]);
    expect((await checkDomain(domain, expected, { resolve })).records[0]).toMatchObject({
      status: 'ok',
      message: 'SPF allows 203.0.113.7',
    });
    replace(domain, 'TXT', [{ type: 'TXT', value: 'v=spf1 ip4:198.51.100.0/24 -all' }]);
    expect((await checkDomain(domain, expected, { resolve })).records[0]).toMatchObject({
      status: 'error',
      message: 'SPF does not allow 203.0.113.7',
    });
  });

  it('says what is wrong with DKIM', async () => {
    const name = 's202612._domainkey.acme.test';
    dns.set(name, [{ type: 'TXT', value: `v=DKIM1; k=rsa; p=${otherKey.publicKey}` }]);
    expect(recordOf(await check(), 'dkim')).toMatchObject({
      status: 'error',
      message: 'DKIM key does not match',
    });
    dns.set(name, [{ type: 'TXT', value: 'v=DKIM1; k=rsa; p=not-a-key!' }]);
    expect(recordOf(await check(), 'dkim')).toMatchObject({
      status: 'error',
      message: `DKIM record at ${name} is not a valid key`,
    });
    dns.set(name, []);
    const result = await check();
    expect(recordOf(result, 'dkim')).toMatchObject({
      status: 'error',
      message: `DKIM key not found at ${name}`,
    });
    expect(result.status).toBe('error');
  });

  it('says what is wrong with DMARC', async () => {
    dns.set('_dmarc.acme.test', [
      { type: 'TXT', value: 'v=DMARC1; p=none; rua=mailto:dmarc@reports.example.net' },
    ]);
    const result = await check();
    expect(recordOf(result, 'dmarc')).toMatchObject({ status: 'warning', message: 'DMARC policy is none' });
    expect(result.status).toBe('warning');
    dns.set('_dmarc.acme.test', [{ type: 'TXT', value: 'v=DMARC1; p=reject' }]);
    expect(recordOf(await check(), 'dmarc')).toMatchObject({
      status: 'warning',
      message: 'DMARC reports do not go to dmarc@reports.example.net',
    });
    dns.set('_dmarc.acme.test', [
      { type: 'TXT', value: 'v=DMARC1; p=reject' },
      { type: 'TXT', value: 'v=DMARC1; p=none' },
    ]);
    expect(recordOf(await check(), 'dmarc')).toMatchObject({
      status: 'error',
      message: 'More than one DMARC record',
    });
    dns.set('_dmarc.acme.test', []);
    expect(recordOf(await check(), 'dmarc')).toMatchObject({
      status: 'error',
      message: 'DMARC record not found',
    });
  });

  it('says what is wrong with MX and the tracking CNAME', async () => {
    replace(domain, 'MX', [{ type: 'MX', exchange: 'mx.elsewhere.net', priority: 10 }]);
    dns.set('track.acme.test', [{ type: 'CNAME', target: 'links.elsewhere.net' }]);
    let result = await check();
    expect(recordOf(result, 'mx')).toMatchObject({
      status: 'error',
      message: 'MX does not point to mx1.mail.example.net',
    });
    expect(recordOf(result, 'tracking')).toMatchObject({
      status: 'error',
      message: 'Tracking CNAME points to links.elsewhere.net, expected track.example.net',
    });
    replace(domain, 'MX', [
      { type: 'MX', exchange: 'mx.elsewhere.net', priority: 5 },
      { type: 'MX', exchange: 'mx1.mail.example.net', priority: 10 },
    ]);
    dns.set('track.acme.test', []);
    result = await check();
    expect(recordOf(result, 'mx')).toMatchObject({
      status: 'warning',
      message: 'MX points to mx.elsewhere.net first: mail goes there before ours',
    });
    expect(recordOf(result, 'tracking')).toMatchObject({
      status: 'error',
      message: 'Tracking CNAME not found at track.acme.test',
    });
    replace(domain, 'MX', []);
    expect(recordOf(await check(), 'mx')).toMatchObject({ status: 'error', message: 'MX record not found' });
  });

  it('answers for a domain that does not exist, record by record, without throwing', async () => {
    const result = await checkDomain('nowhere.test', expectationsFor(settings()), { resolve });
    expect(result.status).toBe('error');
    expect(result.records.map((record) => record.message)).toEqual([
      'MX record not found',
      'SPF record not found',
      'DKIM key not found at s202612._domainkey.nowhere.test',
      'DMARC record not found',
      'Tracking CNAME not found at track.nowhere.test',
    ]);
  });

  it('says plainly when the DNS server does not answer', async () => {
    dns.silence('silent.test');
    dns.silence('_dmarc.silent.test');
    dns.silence('s202612._domainkey.silent.test');
    const result = await checkDomain(
      'silent.test',
      { mx: { hosts: [] }, spf: {}, dkim: { selector: 's202612' }, dmarc: {} },
      { resolve },
    );
    expect(result.records.map((record) => record.message)).toEqual([
      'The DNS server did not answer for silent.test; try again later',
      'The DNS server did not answer for silent.test; try again later',
      'The DNS server did not answer for s202612._domainkey.silent.test; try again later',
      'The DNS server did not answer for _dmarc.silent.test; try again later',
    ]);
  });
});

describe('checkMailboxDomain', () => {
  it('looks for DKIM at the usual selectors of a connected mailbox domain', async () => {
    dns.set('corp.test', [
      { type: 'MX', exchange: 'aspmx.l.google.com', priority: 1 },
      { type: 'TXT', value: 'v=spf1 include:_spf.google.com ~all' },
    ]);
    dns.set('google._domainkey.corp.test', [
      { type: 'TXT', value: `v=DKIM1; k=rsa; p=${otherKey.publicKey}` },
    ]);
    dns.set('_dmarc.corp.test', [{ type: 'TXT', value: 'v=DMARC1; p=reject' }]);
    // An include of a name without SPF is an error of the record itself (RFC 7208 §5.2).
    expect(recordOf(await checkMailboxDomain('sales@corp.test', { resolve }), 'spf')).toMatchObject({
      status: 'error',
      message: 'SPF record is invalid: no SPF records found for _spf.google.com',
    });
    dns.set('_spf.google.com', [{ type: 'TXT', value: 'v=spf1 ip4:209.85.128.0/17 ~all' }]);
    const result = await checkMailboxDomain('Sales@Corp.test', { resolve });
    expect(result.domain).toBe('corp.test');
    expect(result.records.map(({ record, status, message }) => ({ record, status, message }))).toEqual([
      { record: 'mx', status: 'ok', message: 'MX points to aspmx.l.google.com' },
      { record: 'spf', status: 'ok', message: 'SPF record found' },
      { record: 'dkim', status: 'ok', message: 'DKIM key found at google._domainkey.corp.test' },
      { record: 'dmarc', status: 'ok', message: 'DMARC policy is reject' },
    ]);
    dns.set('google._domainkey.corp.test', []);
    expect(recordOf(await checkMailboxDomain('sales@corp.test', { resolve }), 'dkim')).toMatchObject({
      status: 'not_checked',
      message: 'DKIM not checked: no key at the usual selectors',
    });
  });
});
