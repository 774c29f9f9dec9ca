/**
 * Hosted mailboxes over real Postfix and Dovecot (issue 29), shared by the tests that need them
 * (mail-domains/mailboxes.mail-servers.test.ts, warmup/warmup.mail-servers.test.ts): a loopback DNS
 * server (DNS_SERVERS points at it), a test context on Postgres, the mail servers reading its
 * database, an app with MAIL_HOSTING=postfix; workspaces with credits buy domains through the API
 * (records published on the DNS server), create mailboxes on them, read them over IMAP with the
 * login their integration holds, and check DKIM signatures as a receiving server would.
 *
 *   const hosted = await startHostedMail();
 *   const a = await hosted.fundedMember();
 *   const domainId = await hosted.buyDomain(a, 'acme-mail.com');
 *   await hosted.domainsReady();
 *   const ana = await hosted.createMailbox(a, domainId, 'ana', 'Ana Lopez');
 *   ...
 *   await hosted.close();
 */
import { ImapFlow } from 'imapflow';
import { authenticate } from 'mailauth';
import { vi } from 'vitest';
import { createDnsResolver } from '../src/providers/mail-auth/dns-resolver';
import type { DnsRecord } from '../src/providers/mail-auth/domain-records';
import {
  startDnsServer,
  type TestDnsServer,
  type ZoneRecord,
} from '../src/providers/mail-auth/testing/dns-server';
import { createPostfixMailHost } from '../src/providers/mail-hosting/postfix.host';
import { emailKeys, openServer } from '../src/providers/outreach-email/email-secrets';
import { sharedTransports } from '../src/providers/outreach-email/sender';
import { createRegistrar } from '../src/providers/registrar/create-registrar';
import { refreshSendingDomains } from '../src/modules/mail-domains/sending-domains.jobs';
import { grantCredits } from '../src/modules/credits';
import { createCapturingLogger, createTestContext, type Member, type TestContext } from './helpers';
import { databaseUrlOf, type RunningMailServers, startMailServers } from './mail-servers';

const hour = 60 * 60 * 1000;

export interface HostedMailbox {
  id: string;
  address: string;
  /** Which mail host holds it ('postfix' here). */
  host: string;
  integrationId: string;
  credentialsId: string;
}

export interface DkimResult {
  result: string;
  domain: string;
  comment: string;
}

export interface HostedMail {
  ctx: TestContext;
  servers: RunningMailServers;
  dns: TestDnsServer;
  /** The typed client of the app with MAIL_HOSTING=postfix. */
  api: TestContext['api'];
  /** A workspace admin on the supreme plan with 1,000 credits (domains and mailboxes are paid). */
  fundedMember(): Promise<Member>;
  /** A domain bought through the API, its records published on the loopback DNS server; its id. */
  buyDomain(member: Member, name: string): Promise<string>;
  /** An hour on the app's clock and the domains job: bought domains are ready for mailboxes. */
  domainsReady(): Promise<void>;
  /** A mailbox created through the API on a ready domain. */
  createMailbox(
    member: Member,
    domainId: string,
    localPart: string,
    fromName: string,
  ): Promise<HostedMailbox>;
  /** An IMAP client signed in with the login the mailbox's integration holds (as the inbox reads it). */
  imapOf(integrationId: string): Promise<ImapFlow>;
  /** mailauth's DKIM results for a received message, keys looked up on the loopback DNS server. */
  verifyDkim(raw: string, sender: string): Promise<DkimResult[]>;
  close(): Promise<void>;
}

function zoneOf(record: DnsRecord): ZoneRecord {
  if (record.type === 'MX') return { type: 'MX', exchange: record.value, priority: record.priority ?? 10 };
  if (record.type === 'CNAME') return { type: 'CNAME', target: record.value };
  return { type: 'TXT', value: record.value };
}

export async function startHostedMail(): Promise<HostedMail> {
  const dns = await startDnsServer();
  vi.stubEnv('DNS_SERVERS', dns.servers.join(','));
  const ctx = await createTestContext({ mode: 'postgres' });
  const servers = await startMailServers({ databaseUrl: databaseUrlOf(ctx.database) });
  const host = createPostfixMailHost(ctx.database.db, servers.hostServers);
  const { api } = ctx.withApp({ mailHost: { host, price: 10 }, mailServersAllowPrivate: true });
  const resolver = createDnsResolver({ servers: dns.servers, timeoutMs: 500, tries: 1 });

  return {
    ctx,
    servers,
    dns,
    api,
    async fundedMember() {
      const member = await ctx.createMember({ tier: 'supreme', isAdmin: true });
      await grantCredits(ctx.database.db, {
        spaceId: member.space.id,
        amount: 1000,
        kind: 'manual',
        idempotencyKey: `hosted-mail-${member.space.id}`,
      });
      return member;
    },
    async buyDomain(member, name) {
      const bought = await api.post('/ai_email/domains', { body: { name }, token: member.token });
      const domain = bought.payload.domain;
      for (const recordName of new Set(domain.records.map((record) => record.name)))
        dns.set(recordName, domain.records.filter((record) => record.name === recordName).map(zoneOf));
      return domain.id;
    },
    async domainsReady() {
      ctx.clock.advance(hour);
      await refreshSendingDomains(
        { db: ctx.database.db, clock: ctx.clock, logger: createCapturingLogger().logger },
        createRegistrar(ctx.clock),
      );
    },
    async createMailbox(member, domainId, localPart, fromName) {
      const created = await api.post('/ai_email/mailboxes', {
        body: { domain_id: domainId, local_part: localPart, from_name: fromName },
        token: member.token,
      });
      const { mailbox } = created.payload;
      if (!mailbox.integration_id || !mailbox.credentials_id)
        throw new Error('the mailbox has no integration');
      return {
        id: mailbox.id,
        address: mailbox.address,
        host: mailbox.host,
        integrationId: mailbox.integration_id,
        credentialsId: mailbox.credentials_id,
      };
    },
    async imapOf(integrationId) {
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
      return imap;
    },
    async verifyDkim(raw, sender) {
      const { dkim } = await authenticate(raw, {
        ip: '127.0.0.1',
        helo: 'mail.reachly.test',
        sender,
        mta: 'mx.reachly.test',
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
    },
    async close() {
      vi.unstubAllEnvs();
      sharedTransports.closeAll();
      await servers.stop();
      await ctx.close();
      await dns.close();
    },
  };
}
