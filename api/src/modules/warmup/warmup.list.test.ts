import { coldSendingCap } from '@outreach/core/mail/warmup';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { credentials, integrations, warmupDays, warmupMailboxes } from '../../db/schema';

/**
 * GET /ai_email/warmup (issue 29, the mailboxes table's Warm-up column): every mailbox of the
 * workspace with its warm-up at a glance, off ones included; another workspace's never shown.
 */
const hour = 60 * 60 * 1000;
const day = 24 * hour;
const start = Date.parse('2026-03-02T00:00:00.000Z');
const server = { host: '127.0.0.1', port: 2525, secure: false, user: 'u', password: 'p' };

describe.each(databaseModes())('the warm-up list, on %s', (mode) => {
  let ctx: TestContext;
  let a: Member;
  let aMember: Member;
  let b: Member;
  let free: Member;
  const ids = new Map<string, string>();

  /** A connected email mailbox of `member`'s workspace, with IMAP (warm-up can be enabled). */
  async function mailbox(member: Member, email: string) {
    const db = ctx.database.db;
    const [credential] = await db
      .insert(credentials)
      .values({ spaceId: member.space.id, username: `${email}.sender`, timezone: 'UTC' })
      .returning();
    const [row] = await db
      .insert(integrations)
      .values({
        spaceId: member.space.id,
        credentialId: credential?.id ?? '',
        provider: 'smtp',
        status: 'connected',
        email,
        smtp: { ...server, user: email },
        imap: { ...server, user: email },
        createdAt: ctx.clock.now(),
      })
      .returning();
    ids.set(email, row?.id ?? '');
    return row?.id ?? '';
  }

  useTestContext(mode, async (opened) => {
    ctx = opened;
    ctx.clock.set(new Date(start + 7 * hour));
    a = await opened.createMember({ tier: 'unlimited', isAdmin: true });
    aMember = await opened.createMember({ space: a.space, isAdmin: false });
    b = await opened.createMember({ tier: 'unlimited', isAdmin: true });
    free = await opened.createMember({ tier: 'free', isAdmin: true });
    await mailbox(a, 'zoe@a-mail.test');
    await mailbox(a, 'ana@a-mail.test');
    await mailbox(a, 'bob@a-mail.test');
    await mailbox(b, 'bea@b-mail.test');
  });

  const list = (member: Member) => ctx.api.get('/ai_email/warmup', { token: member.token });
  const idOf = (email: string) => ids.get(email) ?? '';
  const enable = (member: Member, email: string) =>
    ctx.api.post('/ai_email/warmup/{mailboxId}/enable', {
      path: { mailboxId: idOf(email) },
      token: member.token,
    });

  it('lists every mailbox of the workspace by address, never-enabled ones as off', async () => {
    const answer = await list(a);
    expect(answer.status).toBe(200);
    expect(answer.payload.map((row) => row.email)).toEqual([
      'ana@a-mail.test',
      'bob@a-mail.test',
      'zoe@a-mail.test',
    ]);
    expect(answer.payload[0]).toEqual({
      mailbox_id: idOf('ana@a-mail.test'),
      email: 'ana@a-mail.test',
      enabled: false,
      status: 'off',
      stop_reason: null,
      stop_detail: null,
      day_index: null,
      health_score: null,
      today: null,
    });
  });

  it('shows a warming mailbox with its day, latest health score and today’s mails', async () => {
    ctx.clock.set(new Date(start + 7 * hour));
    expect((await enable(a, 'ana@a-mail.test')).status).toBe(200);
    ctx.clock.set(new Date(start + 4 * day + 9 * hour));
    const [row] = await ctx.database.db
      .select()
      .from(warmupMailboxes)
      .where(eq(warmupMailboxes.integrationId, idOf('ana@a-mail.test')));
    const days = [
      { day: '2026-03-04', planned: 9, sent: 9, delivered: 9, healthScore: 67 },
      { day: '2026-03-05', planned: 12, sent: 12, delivered: 12, healthScore: 80 },
      // Today: planned, half sent, nothing delivered yet (no score): the latest score stays 80.
      { day: '2026-03-06', planned: 14, sent: 7, delivered: 0, healthScore: null },
      // Outside the 14 days of the health window.
      { day: '2026-02-01', planned: 3, sent: 3, delivered: 3, healthScore: 10 },
    ];
    await ctx.database.db.insert(warmupDays).values(
      days.map((entry) => ({
        ...entry,
        spaceId: a.space.id,
        mailboxId: row?.id ?? '',
        createdAt: ctx.clock.now(),
      })),
    );

    const ana = (await list(a)).payload.find((entry) => entry.email === 'ana@a-mail.test');
    expect(ana).toMatchObject({
      enabled: true,
      status: 'warming',
      day_index: 4,
      health_score: 80,
      today: { planned: 14, sent: 7 },
    });
    // The same day index as the warm-up page, so the same cold-sending cap.
    const page = await ctx.api.get('/ai_email/warmup/{mailboxId}', {
      path: { mailboxId: idOf('ana@a-mail.test') },
      token: a.token,
    });
    expect(page.payload.cold_sending_cap).toBe(coldSendingCap(ana?.day_index ?? -1));
    // Another mailbox's rows are not mixed in.
    const bob = (await list(a)).payload.find((entry) => entry.email === 'bob@a-mail.test');
    expect(bob).toMatchObject({ status: 'off', health_score: null, today: null });
  });

  it('says why a mailbox stopped', async () => {
    await enable(a, 'bob@a-mail.test');
    await ctx.database.db
      .update(warmupMailboxes)
      .set({
        enabled: false,
        status: 'stopped',
        stopReason: 'bounce',
        stopDetail: '550 5.1.1 The email account that you tried to reach does not exist',
      })
      .where(eq(warmupMailboxes.integrationId, idOf('bob@a-mail.test')));
    const bob = (await list(a)).payload.find((entry) => entry.email === 'bob@a-mail.test');
    expect(bob).toMatchObject({
      enabled: false,
      status: 'stopped',
      stop_reason: 'bounce',
      stop_detail: '550 5.1.1 The email account that you tried to reach does not exist',
      day_index: null,
    });
  });

  it('shows each workspace only its own mailboxes, to every member of it', async () => {
    const ofB = await list(b);
    expect(ofB.payload.map((row) => row.email)).toEqual(['bea@b-mail.test']);
    // A member who is not an admin reads the list as the other warm-up reads.
    const ofMember = await list(aMember);
    expect(ofMember.status).toBe(200);
    expect(ofMember.payload).toEqual((await list(a)).payload);
    // Asking for another workspace by ?space= is refused, not answered with its mailboxes.
    const other = await ctx.request(`/api/ai_email/warmup?space=${a.space.id}`, { token: b.token });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ ok: false });
    // No token, no list.
    expect((await ctx.request('/api/ai_email/warmup')).status).toBe(401);
  });

  it('needs the plan feature email_warming', async () => {
    const locked = await ctx.request('/api/ai_email/warmup', { token: free.token });
    expect(locked.status).toBe(402);
    expect(locked.body).toMatchObject({ ok: false });
  });
});
