import { authenticate } from 'mailauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DkimKeyPair, type DkimKeySource, generateDkimKey } from '../mail-auth/dkim-keys';
import { createDnsResolver, type DnsResolve } from '../mail-auth/dns-resolver';
import { dkimRecordName, domainRecords } from '../mail-auth/domain-records';
import { startDnsServer, type TestDnsServer } from '../mail-auth/testing/dns-server';
import { type MailServerSettings, sendEmail, TransportCache } from './sender';
import { startSmtpServer, type TestSmtpServer } from './testing/mail-servers';

/**
 * Issue 29: mail the product sends from a domain with a DKIM key is signed with it. The mail goes
 * through the engine's transport to a real SMTP server; the receiving side verifies the signature
 * with mailauth against a loopback DNS server that publishes the domain's public key.
 */
const user = 'ana@acme.test';
const password = 'secret-password';

let smtp: TestSmtpServer;
let dns: TestDnsServer;
let resolve: DnsResolve;
let key: DkimKeyPair;
const transports = new TransportCache();

const lookedUp: string[] = [];
const keys: DkimKeySource = async (domain) => {
  lookedUp.push(domain);
  return domain === 'acme.test'
    ? { domainName: 'acme.test', keySelector: key.selector, privateKey: key.privateKey }
    : null;
};

const settings = (): MailServerSettings => ({
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  user,
  password,
});

async function send(from: string, integrationId: string) {
  const transport = transports.get(integrationId, 'v1', settings());
  await sendEmail(transport, {
    from: { name: 'Ana', address: from },
    to: 'lead@prospect.test',
    subject: 'Quick question',
    text: 'Hello Lea,\nare you free on Tuesday?\n',
    html: '<p>Hello Lea,<br>are you free on Tuesday?</p>',
    messageId: `<${integrationId}@acme.test>`,
  });
  const received = smtp.received.at(-1);
  if (!received) throw new Error('nothing received');
  return received.raw;
}

/** What the receiving side concludes from the raw message (DKIM only: SPF and DMARC are the domain checks' part). */
async function dkimResults(raw: string) {
  const { dkim } = await authenticate(raw, {
    ip: '127.0.0.1',
    helo: 'localhost',
    sender: user,
    mta: 'mx.prospect.test',
    resolver: resolve as (name: string, rrtype: string) => Promise<string[][]>,
    disableArc: true,
    disableDmarc: true,
    disableBimi: true,
  });
  return dkim.results.map((result) => ({
    result: result.status.result,
    ...(result.status.comment ? { comment: result.status.comment } : {}),
    domain: result.signingDomain,
    selector: result.selector,
  }));
}

beforeAll(async () => {
  key = await generateDkimKey('s202612');
  smtp = await startSmtpServer({ [user]: password });
  dns = await startDnsServer();
  const record = domainRecords('acme.test', {
    mxHosts: [],
    spf: {},
    dkim: { selector: key.selector, publicKey: key.publicKey },
    dmarc: { policy: 'reject' },
    tracking: { label: 'track', target: 'track.example.net' },
  }).find((r) => r.purpose === 'dkim');
  dns.set(dkimRecordName('acme.test', key.selector), [{ type: 'TXT', value: record?.value ?? '' }]);
  resolve = createDnsResolver({ servers: dns.servers, timeoutMs: 500, tries: 1 });
});

afterEach(() => {
  transports.useDkimKeys(async () => null);
});

afterAll(async () => {
  transports.closeAll();
  await smtp.close();
  await dns.close();
});

describe('DKIM signing of outgoing mail', () => {
  it('leaves mail unsigned while no domain has a key (the default)', async () => {
    const raw = await send(user, 'unsigned');
    expect(raw).not.toMatch(/^DKIM-Signature:/im);
    expect(await dkimResults(raw)).toEqual([
      { result: 'none', comment: 'message not signed', domain: undefined, selector: undefined },
    ]);
  });

  it("signs with the From domain's key, and the receiving side verifies it", async () => {
    transports.useDkimKeys(keys);
    const raw = await send(user, 'signed');
    expect(lookedUp).toContain('acme.test');
    expect(raw).toMatch(/^DKIM-Signature: .*d=acme\.test/im);
    expect(await dkimResults(raw)).toEqual([{ result: 'pass', domain: 'acme.test', selector: 's202612' }]);

    // A changed body no longer matches the signed body hash (mailauth: neutral, RFC 6376 §6.3's permfail).
    const body = raw.replace('are you free on Tuesday?', 'are you free on Friday?');
    expect(body).not.toBe(raw);
    expect((await dkimResults(body))[0]).toMatchObject({
      result: 'neutral',
      comment: 'body hash did not verify',
    });
    // A changed signed header breaks the signature itself.
    const subject = raw.replace('Subject: Quick question', 'Subject: Quick offer');
    expect(subject).not.toBe(raw);
    expect((await dkimResults(subject))[0]).toMatchObject({ result: 'fail', comment: 'bad signature' });
  });

  it('sends unsigned from a domain without a key', async () => {
    transports.useDkimKeys(keys);
    const raw = await send('bob@other.test', 'other-domain');
    expect(lookedUp).toContain('other.test');
    expect(raw).not.toMatch(/^DKIM-Signature:/im);
  });

  it('does not send when the key source fails', async () => {
    transports.useDkimKeys(async () => {
      throw new Error('The DKIM keys could not be read');
    });
    const before = smtp.received.length;
    await expect(send(user, 'failing-keys')).rejects.toThrow('The DKIM keys could not be read');
    expect(smtp.received.length).toBe(before);
  });
});
