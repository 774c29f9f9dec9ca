import { createPublicKey, createSign, createVerify } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../secrets/credential-secrets';
import {
  type DkimKeyPair,
  defaultDkimSelector,
  generateDkimKey,
  openDkimKey,
  sealDkimKey,
  signingKey,
} from './dkim-keys';
import { domainRecords, normalizeDomain, type SendingDomainSettings, spfRecordValue } from './domain-records';

let key: DkimKeyPair;
beforeAll(async () => {
  key = await generateDkimKey('s202612');
});

const settings = (): SendingDomainSettings => ({
  mxHosts: ['mx1.mail.example.net', 'mx2.mail.example.net'],
  spf: { include: ['spf.mail.example.net'], ips: ['203.0.113.7', '2001:db8::/32'] },
  dkim: { selector: key.selector, publicKey: key.publicKey },
  dmarc: { policy: 'quarantine', rua: 'dmarc@reports.example.net' },
  tracking: { label: 'track', target: 'track.example.net' },
});

describe('domainRecords', () => {
  it('gives MX, SPF, DKIM, DMARC and the tracking CNAME to publish', () => {
    const records = domainRecords('acme.test', settings());
    expect(records.map(({ purpose, type, name, priority }) => ({ purpose, type, name, priority }))).toEqual([
      { purpose: 'mx', type: 'MX', name: 'acme.test', priority: 10 },
      { purpose: 'mx', type: 'MX', name: 'acme.test', priority: 20 },
      { purpose: 'spf', type: 'TXT', name: 'acme.test', priority: undefined },
      { purpose: 'dkim', type: 'TXT', name: 's202612._domainkey.acme.test', priority: undefined },
      { purpose: 'dmarc', type: 'TXT', name: '_dmarc.acme.test', priority: undefined },
      { purpose: 'tracking', type: 'CNAME', name: 'track.acme.test', priority: undefined },
    ]);
    expect(records.map((record) => record.value)).toEqual([
      'mx1.mail.example.net',
      'mx2.mail.example.net',
      'v=spf1 include:spf.mail.example.net ip4:203.0.113.7 ip6:2001:db8::/32 ~all',
      `v=DKIM1; k=rsa; p=${key.publicKey}`,
      'v=DMARC1; p=quarantine; rua=mailto:dmarc@reports.example.net',
      'track.example.net',
    ]);
  });

  it('leaves rua out of DMARC when no report address is set', () => {
    const records = domainRecords('acme.test', { ...settings(), dmarc: { policy: 'reject' } });
    expect(records.find((record) => record.purpose === 'dmarc')?.value).toBe('v=DMARC1; p=reject');
    expect(spfRecordValue({})).toBe('v=spf1 ~all');
  });

  it('normalizes domain names and refuses what is not one', () => {
    expect(normalizeDomain(' Acme.TEST. ')).toBe('acme.test');
    expect(normalizeDomain('mail.acme.co.uk')).toBe('mail.acme.co.uk');
    for (const bad of ['acme', 'acme..test', '-acme.test', 'acme.test/x', 'a@acme.test', ''])
      expect(normalizeDomain(bad)).toBeNull();
  });
});

describe('DKIM keys', () => {
  it('are RSA 2048 pairs whose halves belong together', () => {
    const publicKey = createPublicKey({
      key: Buffer.from(key.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(publicKey.asymmetricKeyType).toBe('rsa');
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const signature = createSign('sha256').update('mail').sign(key.privateKey);
    expect(createVerify('sha256').update('mail').verify(publicKey, signature)).toBe(true);
  });

  it('keep the private key sealed with the credentials key', () => {
    const box = createSecretBox(Buffer.alloc(32, 7));
    const stored = sealDkimKey(box, key);
    expect(stored.privateKey).not.toContain('PRIVATE KEY');
    expect(stored.publicKey).toBe(key.publicKey);
    expect(openDkimKey(box, stored)).toEqual(key);
    expect(signingKey(box, 'acme.test', stored)).toEqual({
      domainName: 'acme.test',
      keySelector: 's202612',
      privateKey: key.privateKey,
    });
    expect(() => openDkimKey(createSecretBox(Buffer.alloc(32, 8)), stored)).toThrow();
  });

  it('get a selector from the month and refuse a name that is not one', async () => {
    expect(defaultDkimSelector(new Date('2026-02-28T23:00:00Z'))).toBe('s202602');
    await expect(generateDkimKey('bad selector')).rejects.toThrow('"bad selector" is not a DKIM selector');
  });
});
