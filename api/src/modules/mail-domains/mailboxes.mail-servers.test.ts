import { ImapFlow } from 'imapflow';
import { authenticate } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCapturingLogger,
  createTestContext,
  type Member,
  type TestContext,
} from '../../../test/helpers';
import {
  databaseUrlOf,
  type RunningMailServers,
  skipWithoutMailServers,
  startMailServers,
} from '../../../test/mail-servers';
import { createDnsResolver } from '../../providers/mail-auth/dns-resolver';
import type { DnsRecord } from '../../providers/mail-auth/domain-records';
import {
  startDnsServer,
  type TestDnsServer,
  type ZoneRecord,
} from '../../providers/mail-auth/testing/dns-server';
import { createPostfixMailHost } from '../../providers/mail-hosting/postfix.host';
import { emailKeys, openServer } from '../../providers/outreach-email/email-secrets';
import { sharedTransports } from '../../providers/outreach-email/sender';
import { createRegistrar } from '../../providers/registrar/create-registrar';
import { grantCredits } from '../credits';
import { refreshSendingDomains } from './sending-domains.jobs';

/**
 * Issue 29 end to end, with real Postfix and Dovecot (api/test/mail-servers.ts) reading the test's
 * Postgres and a loopback DNS server publishing the domains' records: two workspaces buy a domain
 * each and create a mailbox on it through the API (MAIL_HOSTING=postfix). A's campaign email (the
 * step's test send, through the product's SMTP transport) leaves through Postfix's submission with
 * A's mailbox login (Dovecot SASL), is delivered to B's mailbox, and B reads it over Dovecot's IMAP
 * with the login its integration holds: its DKIM signature verifies with mailauth against the
 * published key, and the same message changed after signing does not.
 */
const hour = 60 * 60 * 1000;

function zoneOf(record: DnsRecord): ZoneRecord {
  if (record.type === 'MX') return { type: 'MX', exchange: record.value, priority: record.priority ?? 10 };
  if (record.type === 'CNAME') return { type: 'CNAME', target: record.value };
  return { type: 'TXT', value: record.value };
}

describe.skipIf(!process.env.TEST_DATABASE_URL || skipWithoutMailServers())(
  'hosted mailboxes over real Postfix and Dovecot',
  () => {
    let ctx: TestContext;
    let servers: RunningMailServers;
    let dns: TestDnsServer;
    let api: TestContext['api'];
    let a: Member;
    let b: Member;

    beforeAll(async () => {
      dns = await startDnsServer();
      vi.stubEnv('DNS_SERVERS', dns.servers.join(','));
      ctx = await createTestContext({ mode: 'postgres' });
      servers = await startMailServers({ databaseUrl: databaseUrlOf(ctx.database) });
      const host = createPostfixMailHost(ctx.database.db, servers.hostServers);
      api = ctx.withApp({ mailHost: { host, price: 10 }, mailServersAllowPrivate: true }).api;
      a = await ctx.createMember({ tier: 'supreme', isAdmin: true });
      b = await ctx.createMember({ tier: 'supreme', isAdmin: true });
      for (const member of [a, b])
        await grantCredits(ctx.database.db, {
          spaceId: member.space.id,
          amount: 1000,
          kind: 'manual',
          idempotencyKey: `real-mail-${member.space.id}`,
        });
    }, 90_000);

    afterAll(async () => {
      vi.unstubAllEnvs();
      sharedTransports.closeAll();
      await servers?.stop();
      await ctx?.close();
      await dns?.close();
    });

    /** A domain bought through the API, its records published on the loopback DNS server. */
    async function boughtDomain(member: Member, name: string): Promise<string> {
      const bought = await api.post('/ai_email/domains', { body: { name }, token: member.token });
      const domain = bought.payload.domain;
      for (const recordName of new Set(domain.records.map((record) => record.name)))
        dns.set(recordName, domain.records.filter((record) => record.name === recordName).map(zoneOf));
      return domain.id;
    }

    /** The newest mail of a mailbox as the inbox reads it: IMAP with the login its integration holds. */
    async function newestMail(integrationId: string): Promise<string> {
      const integration = await ctx.database.db.query.integrations.findFirst({
        where: (row, { eq }) => eq(row.id, integrationId),
      });
      if (!integration?.imap) throw new Error('no IMAP settings');
      const { secrets } = await emailKeys(ctx.database.db);
      const login = openServer(secrets, integration.imap);
      const imap = new ImapFlow({
        host: login.host,
        port: login.port,
        secure: login.secure,
        auth: { user: login.user, pass: login.password },
        logger: false,
      });
      await imap.connect();
      let raw = '';
      // Postfix queues the mail and hands it to Dovecot's LMTP: look until it is there.
      for (let attempt = 0; attempt < 100 && !raw; attempt += 1) {
        const status = await imap.status('INBOX', { messages: true });
        if (status && (status.messages ?? 0) > 0) {
          const lock = await imap.getMailboxLock('INBOX');
          try {
            const message = await imap.fetchOne('*', { source: true });
            raw = message ? (message.source?.toString() ?? '') : '';
          } finally {
            lock.release();
          }
        }
        if (!raw) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await imap.logout();
      return raw;
    }

    it('sends a DKIM-signed campaign mail from one workspace’s mailbox to another’s', async () => {
      const domainA = await boughtDomain(a, 'acme-mail.com');
      const domainB = await boughtDomain(b, 'bravo-mail.com');
      ctx.clock.advance(hour);
      await refreshSendingDomains(
        { db: ctx.database.db, clock: ctx.clock, logger: createCapturingLogger().logger },
        createRegistrar(ctx.clock),
      );
      const ana = await api.post('/ai_email/mailboxes', {
        body: { domain_id: domainA, local_part: 'ana', from_name: 'Ana Lopez' },
        token: a.token,
      });
      const bob = await api.post('/ai_email/mailboxes', {
        body: { domain_id: domainB, local_part: 'bob', from_name: 'Bob Stone' },
        token: b.token,
      });
      expect(ana.payload.mailbox).toMatchObject({ address: 'ana@acme-mail.com', host: 'postfix' });

      const sent = await api.post('/workflows/steps/send_email/test', {
        body: {
          receiver: 'bob@bravo-mail.com',
          subject: 'A quick question',
          text: 'Hello from Ana, over real Postfix.',
          integration_id: ana.payload.mailbox.integration_id,
          credentials_id: ana.payload.mailbox.credentials_id,
        },
        token: a.token,
      });
      expect(sent.status, servers.log()).toBe(200);

      const raw = await newestMail(bob.payload.mailbox.integration_id ?? '');
      expect(raw, servers.log()).toMatch(/^Subject: A quick question/m);
      expect(raw).toMatch(/^DKIM-Signature: [\s\S]*?d=acme-mail\.com/m);

      const resolver = createDnsResolver({ servers: dns.servers, timeoutMs: 500, tries: 1 });
      const verify = async (message: string) => {
        const { dkim } = await authenticate(message, {
          ip: '127.0.0.1',
          helo: 'mail.reachly.test',
          sender: 'ana@acme-mail.com',
          mta: 'mx.bravo-mail.com',
          resolver: resolver as (name: string, rrtype: string) => Promise<string[][]>,
          disableArc: true,
          disableDmarc: true,
          disableBimi: true,
        });
        return dkim.results.map((result) => ({
          result: result.status.result,
          domain: result.signingDomain,
          comment: result.status.comment ?? '',
        }));
      };
      expect(await verify(raw)).toMatchObject([{ result: 'pass', domain: 'acme-mail.com' }]);
      // Changed after signing: a body that is not the one signed, then a signed header.
      const body = raw.replace('Hello from Ana', 'Hello from Eve');
      expect(body).not.toBe(raw);
      const [bodyResult] = await verify(body);
      expect(bodyResult).toMatchObject({
        domain: 'acme-mail.com',
        comment: expect.stringMatching(/body hash/),
      });
      expect(bodyResult?.result).not.toBe('pass');
      const header = raw.replace(/^Subject: A quick question/m, 'Subject: A different question');
      expect(header).not.toBe(raw);
      expect(await verify(header)).toMatchObject([{ result: 'fail', domain: 'acme-mail.com' }]);
    }, 90_000);
  },
);
