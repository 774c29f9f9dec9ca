import { coldSendingCap } from '@outreach/core/mail/warmup';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { connectSmtpSender } from '../../../test/mailboxes';
import { useTestContext } from '../../../test/use-context';
import { dailyCapOf, loadUsage } from '../../engine/limits';
import { credentials, warmupMailboxes } from '../../db/schema';
import { silentLogger } from '../../logger';
import { createDnsResolver } from '../../providers/mail-auth/dns-resolver';
import { startDnsServer, type TestDnsServer } from '../../providers/mail-auth/testing/dns-server';
import { sharedTransports } from '../../providers/outreach-email/sender';
import { startSmtpServer, type TestSmtpServer } from '../../providers/outreach-email/testing/mail-servers';
import { createMemoryOutbox, type MemoryOutbox } from '../../providers/system-mail/mail.provider';
import { sendWarmupHighlights } from './warmup.highlights';
import { runWarmupDay } from './warmup.jobs';
import { receiveWarmups, sendDueWarmups, type WarmupMailDeps } from './warmup.mail';
import {
  expectFourteenDaysOfHealth,
  expectWarmedUpSends,
  expectWarmupMailDropped,
} from './testing/warmup-checks';
import { startWarmupImap, type WarmupImapServer } from './testing/warmup-imap';

/**
 * Issue 29 "Done when": two workspaces' mailboxes warm up for 14 days on the app's clock over real
 * SMTP and IMAP (the test servers: an SMTP server that keeps what it receives, one IMAP server per
 * mailbox with INBOX and Junk; what the SMTP server received is put in the recipient's INBOX, or
 * its Junk on the first days for some). Mails are delivered, moved out of spam, answered at the
 * configured share, never stored as replies; health rows for every day; a bounce stops warm-up,
 * and so does a blocklisted sending IP (a loopback DNS server answers the DNSBL).
 */
const hour = 60 * 60 * 1000;
const day = 24 * hour;
const password = 'warm-password';
const addresses = ['ana@a-mail.test', 'al@a-mail.test', 'bea@b-mail.test', 'bo@b-mail.test'] as const;

describe.each(databaseModes())('mailbox warm-up, on %s', (mode) => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  let dns: TestDnsServer;
  const imap = new Map<string, WarmupImapServer>();
  const refused = new Set<string>();
  let a: Member;
  let b: Member;
  let free: Member;
  /** integration id per address. */
  const mailbox = new Map<string, string>();
  let deps: WarmupMailDeps;
  let outbox: MemoryOutbox;
  let routed = 0;
  const start = Date.parse('2026-03-02T00:00:00.000Z');

  beforeAll(async () => {
    smtp = await startSmtpServer(Object.fromEntries(addresses.map((address) => [address, password])), {
      refuse: (recipient) =>
        refused.has(recipient)
          ? { code: 550, message: '5.1.1 The email account that you tried to reach does not exist' }
          : null,
    });
    dns = await startDnsServer();
    for (const address of addresses) imap.set(address, await startWarmupImap(address, password));
  });

  afterAll(async () => {
    sharedTransports.closeAll();
    await smtp.close();
    await dns.close();
    for (const server of imap.values()) await server.close();
  });

  useTestContext(mode, async (opened) => {
    ctx = opened;
    ctx.clock.set(new Date(start + 7 * hour));
    a = await opened.createMember({ tier: 'unlimited', isAdmin: true });
    b = await opened.createMember({ tier: 'unlimited', isAdmin: true });
    free = await opened.createMember({ tier: 'free', isAdmin: true });
    for (const [index, address] of addresses.entries()) {
      const member = index < 2 ? a : b;
      const { integrationId } = await connectSmtpSender(ctx, member, {
        port: smtp.port,
        user: address,
        password,
        fromName: address.split('@')[0] ?? '',
        imapPort: imap.get(address)?.port ?? 0,
      });
      mailbox.set(address, integrationId);
    }
    outbox = createMemoryOutbox();
    deps = {
      db: ctx.database.db,
      clock: ctx.clock,
      logger: silentLogger,
      realtime: ctx.realtime,
      mail: outbox,
      mailServersAllowPrivate: true,
    };
  });

  const idOf = (address: string) => mailbox.get(address) ?? '';
  const warmup = (member: Member, address: string) =>
    ctx.api.get('/ai_email/warmup/{mailboxId}', { path: { mailboxId: idOf(address) }, token: member.token });

  /** What the SMTP server received since the last call goes to the recipient's IMAP server. */
  function route(spamShare: number) {
    for (const mail of smtp.received.slice(routed)) {
      for (const to of mail.to) {
        const junk = Number.parseInt(mail.parsed.messageId?.slice(1, 5) ?? '0', 16) / 0xffff < spamShare;
        imap.get(to)?.deliver(mail.raw, junk ? 'Junk' : 'INBOX');
      }
    }
    routed = smtp.received.length;
  }

  it('shows the recommended ramp and refuses bad settings and other workspaces', async () => {
    const off = await warmup(a, addresses[0]);
    expect(off.status).toBe(200);
    expect(off.payload).toMatchObject({
      status: 'off',
      settings: { enabled: false, max_per_day: 25, increase_per_day: 3, reply_rate_percent: 33 },
      history: [],
    });
    const tooMany = await ctx.request(`/api/ai_email/warmup/${idOf(addresses[0])}`, {
      method: 'PUT',
      token: a.token,
      body: { max_per_day: 500 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      ok: false,
      error: expect.stringContaining('max_per_day must be between 1 and 100'),
    });
    const belowStart = await ctx.request(`/api/ai_email/warmup/${idOf(addresses[0])}`, {
      method: 'PUT',
      token: a.token,
      body: { start_per_day: 10, max_per_day: 5 },
    });
    expect(belowStart).toMatchObject({
      status: 400,
      body: { ok: false, error: 'max_per_day must be at least start_per_day' },
    });
    // Another workspace's mailbox is not found, read or changed.
    expect((await warmup(b, addresses[0])).status).toBe(404);
    for (const path of ['enable', 'disable']) {
      const call = await ctx.request(`/api/ai_email/warmup/${idOf(addresses[0])}/${path}`, {
        method: 'POST',
        token: b.token,
      });
      expect(call).toMatchObject({ status: 404, body: { ok: false, error: 'Mailbox not found' } });
    }
    const put = await ctx.request(`/api/ai_email/warmup/${idOf(addresses[0])}?space=${a.space.id}`, {
      method: 'PUT',
      token: b.token,
      body: { pool: true },
    });
    expect(put.status).toBe(403);
    expect((await ctx.request('/api/ai_email/warmup/not-an-id', { token: a.token })).status).toBe(404);
    // The plan feature email_warming (growth and up).
    expect((await warmup(free, addresses[0])).status).toBe(402);
  });

  it('keeps the highlights frequency per workspace', async () => {
    const bad = await ctx.request('/api/ai_email/warmup/highlights/settings', {
      method: 'PUT',
      token: a.token,
      body: { frequency: 'daily' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { ok: false, error: expect.stringContaining('weekly, monthly or off') },
    });
    const set = await ctx.request('/api/ai_email/warmup/highlights/settings', {
      method: 'PUT',
      token: b.token,
      body: { frequency: 'monthly' },
    });
    expect(set).toMatchObject({ status: 200, body: { ok: true, payload: { frequency: 'monthly' } } });
    const ofA = await ctx.request('/api/ai_email/warmup/highlights/settings', { token: a.token });
    expect(ofA.body).toMatchObject({ payload: { frequency: 'weekly' } });
  });

  it('warms two workspaces up for 14 days over SMTP and IMAP', async () => {
    for (const [index, address] of addresses.entries()) {
      const member = index < 2 ? a : b;
      const put = await ctx.request(`/api/ai_email/warmup/${idOf(address)}`, {
        method: 'PUT',
        token: member.token,
        body: { pool: true, start_per_day: 2, increase_per_day: 1, max_per_day: 6 },
      });
      expect(put.status).toBe(200);
      const on = await ctx.api.post('/ai_email/warmup/{mailboxId}/enable', {
        path: { mailboxId: idOf(address) },
        token: member.token,
      });
      expect(on.payload).toMatchObject({
        status: 'warming',
        day_index: 0,
        cold_sending_cap: coldSendingCap(0),
      });
    }
    // The engine's email cap of a warming mailbox's sender follows the cold-sending ramp.
    const [credential] = await ctx.database.db
      .select()
      .from(credentials)
      .where(eq(credentials.spaceId, a.space.id));
    if (!credential) throw new Error('no credential');
    expect(dailyCapOf('email', await loadUsage(ctx.database.db, credential, ctx.clock.now()))).toBe(2);

    for (let dayIndex = 0; dayIndex < 14; dayIndex += 1) {
      ctx.clock.set(new Date(start + dayIndex * day + 7 * hour));
      const plan = await runWarmupDay(deps, {
        resolve: createDnsResolver({ servers: dns.servers }),
        blocklists: ['bl.test'],
      });
      expect(plan.mailboxes).toBe(4);
      expect(
        await runWarmupDay(deps, {
          resolve: createDnsResolver({ servers: dns.servers }),
          blocklists: ['bl.test'],
        }),
      ).toMatchObject({ planned: 0 });
      ctx.clock.set(new Date(start + dayIndex * day + 18 * hour + 30 * 60 * 1000));
      expect((await sendDueWarmups(deps)).sent).toBe(plan.planned);
      route(dayIndex < 4 ? 0.4 : 0);
      await receiveWarmups(deps);
      ctx.clock.advance(2 * hour);
      await sendDueWarmups(deps);
      route(0);
      await receiveWarmups(deps);
    }
    expect(dailyCapOf('email', await loadUsage(ctx.database.db, credential, ctx.clock.now()))).toBe(25);

    const { originals } = await expectWarmedUpSends(deps);
    // Every mail carried the marker.
    expect(
      smtp.received.every((mail) => /^X-Reachly-Warmup:\s+[0-9a-f-]{36}\.[0-9a-f]{32}\r?$/m.test(mail.raw)),
    ).toBe(true);
    // Out of spam: the Junk folders are empty, what landed there counted as in spam.
    expect(originals.some((send) => send.inSpam)).toBe(true);
    for (const server of imap.values()) expect(server.messages('Junk')).toHaveLength(0);

    const view = await warmup(a, addresses[0]);
    expectFourteenDaysOfHealth(view.payload);
    expect(view.payload.cold_sending_cap).toBe(25);
    // Better than on its worst day in spam (which of the first days that was depends on the mails'
    // random ids: comparing with day 0 alone failed when none of that day's mails went to Junk).
    const scores = view.payload.history.map((row) => row.health_score ?? 100);
    expect(view.payload.health_score).toBeGreaterThan(Math.min(...scores));
  }, 240_000);

  it('never counts warm-up mail as replies: the inbound path drops it', async () => {
    await expectWarmupMailDropped(deps, addresses.map(idOf), [a.space.id]);
  });

  it('sends the highlights email on Monday at 9 a.m., once a period', async () => {
    ctx.clock.set('2026-03-16T09:00:00.000Z');
    expect(await sendWarmupHighlights(deps)).toBe(1);
    const highlights = outbox.sent.filter((mail) => mail.kind === 'highlights');
    expect(highlights).toHaveLength(1);
    expect(highlights[0]).toMatchObject({ to: a.user.email });
    expect(highlights[0]?.text).toContain(addresses[0]);
    expect(highlights[0]?.text).toMatch(/health \d+\/100/);
    expect(await sendWarmupHighlights(deps)).toBe(0);
  });

  it('stops by itself on a bounce, and says so', async () => {
    refused.add(addresses[2]);
    ctx.clock.set(new Date(start + 14 * day + 7 * hour));
    await runWarmupDay(deps, {
      resolve: createDnsResolver({ servers: dns.servers }),
      blocklists: ['bl.test'],
    });
    ctx.clock.set(new Date(start + 14 * day + 19 * hour));
    const outcome = await sendDueWarmups(deps);
    expect(outcome.bounced).toBeGreaterThan(0);
    const stopped = await ctx.database.db
      .select()
      .from(warmupMailboxes)
      .where(and(eq(warmupMailboxes.status, 'stopped'), eq(warmupMailboxes.stopReason, 'bounce')));
    expect(stopped.length).toBeGreaterThan(0);
    const [first] = stopped;
    const owner = first?.spaceId === a.space.id ? a : b;
    const view = await ctx.api.get('/ai_email/warmup/{mailboxId}', {
      path: { mailboxId: first?.integrationId ?? '' },
      token: owner.token,
    });
    expect(view.payload).toMatchObject({ status: 'stopped', stop_reason: 'bounce' });
    expect(view.payload.stop_detail).toContain('does not exist');
    expect(outbox.sent.some((mail) => mail.kind === 'warmup' && /stopped/.test(mail.subject))).toBe(true);
    expect(ctx.realtime.events.some((event) => event.event === 'warmup_updated')).toBe(true);
    refused.clear();
  });

  it('stops by itself when the sending IP is on a blocklist', async () => {
    dns.set('1.0.0.127.bl.test', [{ type: 'A', address: '127.0.0.2' }]);
    ctx.clock.set(new Date(start + 15 * day + 7 * hour));
    const outcome = await runWarmupDay(deps, {
      resolve: createDnsResolver({ servers: dns.servers }),
      blocklists: ['bl.test'],
    });
    expect(outcome.stopped).toBeGreaterThan(0);
    expect(outcome.planned).toBe(0);
    const rows = await ctx.database.db.select().from(warmupMailboxes);
    expect(rows.every((row) => row.status === 'stopped')).toBe(true);
    expect(rows.some((row) => row.stopReason === 'blocklisted' && row.stopDetail?.includes('bl.test'))).toBe(
      true,
    );
  });
});
