import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { warmupDay } from '@outreach/core/mail/warmup';
import { and, eq } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../test/helpers';
import { type HostedMail, type HostedMailbox, startHostedMail } from '../../../test/hosted-mailboxes';
import { skipWithoutMailServers } from '../../../test/mail-servers';
import { mailHostUsers, warmupMailboxes, warmupSends } from '../../db/schema';
import { silentLogger } from '../../logger';
import { createDnsResolver } from '../../providers/mail-auth/dns-resolver';
import { createMemoryOutbox } from '../../providers/system-mail/mail.provider';
import { runWarmupDay } from './warmup.jobs';
import {
  expectFourteenDaysOfHealth,
  expectWarmedUpSends,
  expectWarmupMailDropped,
} from './testing/warmup-checks';
import { warmupHeader } from './warmup.marker';
import { receiveWarmups, sendDueWarmups, type WarmupMailDeps } from './warmup.mail';

/**
 * Issue 29 "Done when", on real servers: two workspaces' hosted mailboxes (two each, on their own
 * domains, records on a loopback DNS server: api/test/hosted-mailboxes.ts) warm up for 14 days on
 * the app's manual clock through Postfix's submission and Dovecot's IMAP. Every mail is delivered
 * and found over IMAP, its DKIM signature verifies against the published key, a share of them is
 * put in Junk as a receiving filter would (the receiver moves them out), a third is answered, the
 * inbound poll path drops them all, the health API shows 14 days, and a mail to a mailbox that no
 * longer exists on the receiving domain stops the sender's warm-up.
 */
const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe.skipIf(!process.env.TEST_DATABASE_URL || skipWithoutMailServers())(
  'mailbox warm-up over real Postfix and Dovecot',
  () => {
    let hosted: HostedMail;
    let a: Member;
    let b: Member;
    let deps: WarmupMailDeps;
    let start = 0;
    /** The four mailboxes: A's two on a-warm.com, B's two on b-warm.com. */
    const boxes: Array<HostedMailbox & { member: Member }> = [];
    /** A signed-in IMAP client per mailbox (integration id), as a receiving filter or the test reads it. */
    const imap = new Map<string, ImapFlow>();

    beforeAll(async () => {
      hosted = await startHostedMail();
      a = await hosted.fundedMember();
      b = await hosted.fundedMember();
      const domainA = await hosted.buyDomain(a, 'a-warm.com');
      const domainB = await hosted.buyDomain(b, 'b-warm.com');
      await hosted.domainsReady();
      for (const [member, domainId, names] of [
        [a, domainA, ['ana', 'al']],
        [b, domainB, ['bea', 'bo']],
      ] as const)
        for (const name of names)
          boxes.push({ ...(await hosted.createMailbox(member, domainId, name, name)), member });
      for (const box of boxes) {
        const client = await hosted.imapOf(box.integrationId);
        await client.mailboxCreate('Junk');
        imap.set(box.integrationId, client);
      }
      const now = hosted.ctx.clock.now();
      start = Date.parse(`${warmupDay(now)}T00:00:00.000Z`) + day;
      deps = {
        db: hosted.ctx.database.db,
        clock: hosted.ctx.clock,
        logger: silentLogger,
        realtime: hosted.ctx.realtime,
        mail: createMemoryOutbox(),
        mailServersAllowPrivate: true,
      };
    }, 90_000);

    afterAll(async () => {
      for (const client of imap.values()) await client.logout().catch(() => client.close());
      await hosted?.close();
    });

    const warmupOptions = () => ({
      resolve: createDnsResolver({ servers: hosted.dns.servers, timeoutMs: 500, tries: 1 }),
      blocklists: ['bl.test'],
    });

    /** How many mails the mailboxes hold, INBOX and Junk: the files of their Maildirs (`<spool>/<domain>/<local part>/`). */
    function held(): number {
      let total = 0;
      for (const box of boxes) {
        const [local = '', domain = ''] = box.address.split('@');
        const maildir = path.join(hosted.servers.spool, domain, local);
        for (const folder of ['new', 'cur', '.Junk/new', '.Junk/cur']) {
          const at = path.join(maildir, folder);
          if (existsSync(at)) total += readdirSync(at).length;
        }
      }
      return total;
    }

    /** Postfix queues and hands each mail to Dovecot's LMTP: waits until `count` mails are there. */
    async function deliveredAll(count: number): Promise<void> {
      for (let attempt = 0; attempt < 300; attempt += 1) {
        if (held() >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${count} mails not delivered: ${held()}\n${hosted.servers.log().slice(-3000)}`);
    }

    const sentCount = async () =>
      (await deps.db.select({ id: warmupSends.id }).from(warmupSends).where(eq(warmupSends.status, 'sent')))
        .length;

    /**
     * A receiving filter: every third new warm-up mail of each INBOX goes to Junk (a session of its
     * own, as a filter's: a session kept open since earlier may not see the receiver's \\Seen yet).
     */
    async function filterToJunk(): Promise<number> {
      let moved = 0;
      for (const box of boxes) {
        const client = await hosted.imapOf(box.integrationId);
        const lock = await client.getMailboxLock('INBOX');
        try {
          const uids =
            (await client.search({ header: { [warmupHeader]: '' }, seen: false }, { uid: true })) || [];
          const junk = uids.filter((_, index) => index % 3 === 0);
          if (junk.length > 0) await client.messageMove(junk.join(','), 'Junk', { uid: true });
          moved += junk.length;
        } finally {
          lock.release();
          await client.logout();
        }
      }
      return moved;
    }

    it('warms two workspaces’ hosted mailboxes up for 14 days', async () => {
      hosted.ctx.clock.set(new Date(start + 6 * hour));
      for (const box of boxes) {
        const put = await hosted.api.put('/ai_email/warmup/{mailboxId}', {
          path: { mailboxId: box.integrationId },
          body: { pool: true, start_per_day: 2, increase_per_day: 1, max_per_day: 4 },
          token: box.member.token,
        });
        expect(put.status).toBe(200);
        const on = await hosted.api.post('/ai_email/warmup/{mailboxId}/enable', {
          path: { mailboxId: box.integrationId },
          token: box.member.token,
        });
        expect(on.payload).toMatchObject({ status: 'warming', day_index: 0 });
      }

      let movedToJunk = 0;
      let movedOut = 0;
      let answers = 0;
      for (let dayIndex = 0; dayIndex < 14; dayIndex += 1) {
        hosted.ctx.clock.set(new Date(start + dayIndex * day + 7 * hour));
        const plan = await runWarmupDay(deps, warmupOptions());
        expect(plan.mailboxes).toBe(4);
        // The day's mails, and the answers to yesterday's (due minutes after those were read).
        hosted.ctx.clock.set(new Date(start + dayIndex * day + 18 * hour + 30 * 60 * 1000));
        const sent = await sendDueWarmups(deps);
        expect(sent.sent, hosted.servers.log().slice(-3000)).toBe(plan.planned + answers);
        await deliveredAll(await sentCount());
        if (dayIndex < 4) movedToJunk += await filterToJunk();
        const received = await receiveWarmups(deps);
        movedOut += received.movedFromSpam;
        answers = received.replies;
      }
      // The last day's answers.
      hosted.ctx.clock.advance(2 * hour);
      expect((await sendDueWarmups(deps)).sent).toBe(answers);
      await deliveredAll(await sentCount());
      await receiveWarmups(deps);

      const { sends } = await expectWarmedUpSends(deps);
      // Out of spam: what the filter put in Junk was found there and moved back to the INBOX.
      expect(movedToJunk).toBeGreaterThan(0);
      expect(movedOut).toBe(movedToJunk);
      expect(sends.filter((send) => send.inSpam).length).toBe(movedToJunk);
      for (const client of imap.values())
        expect(await client.status('Junk', { messages: true })).toMatchObject({ messages: 0 });

      // Every mail the mailboxes received carries the marker and the sender domain's valid DKIM signature.
      let checked = 0;
      for (const client of imap.values()) {
        const lock = await client.getMailboxLock('INBOX');
        try {
          for await (const message of client.fetch('1:*', { source: true, envelope: true })) {
            const raw = message.source?.toString() ?? '';
            const sender = message.envelope?.from?.[0]?.address ?? '';
            expect(raw).toMatch(new RegExp(`^${warmupHeader}:`, 'im'));
            expect(await hosted.verifyDkim(raw, sender)).toMatchObject([
              { result: 'pass', domain: sender.split('@')[1] },
            ]);
            checked += 1;
          }
        } finally {
          lock.release();
        }
      }
      expect(checked).toBe(sends.length);

      // The health chart: 14 days, each with its score.
      const [ana] = boxes;
      const view = await hosted.api.get('/ai_email/warmup/{mailboxId}', {
        path: { mailboxId: ana?.integrationId ?? '' },
        token: a.token,
      });
      expectFourteenDaysOfHealth(view.payload);
    }, 300_000);

    it('never stores warm-up mail as a message or reply: the inbound poll path drops it', async () => {
      await expectWarmupMailDropped(
        deps,
        boxes.map((box) => box.integrationId),
        [a.space.id, b.space.id],
      );
    });

    it('stops a sender’s warm-up when its mail bounces off a mailbox that no longer exists', async () => {
      const gone = boxes[3];
      if (!gone) throw new Error('no mailbox');
      await deps.db.delete(mailHostUsers).where(eq(mailHostUsers.email, gone.address));
      hosted.ctx.clock.set(new Date(start + 14 * day + 7 * hour));
      await runWarmupDay(deps, warmupOptions());
      hosted.ctx.clock.set(new Date(start + 14 * day + 19 * hour));
      const outcome = await sendDueWarmups(deps);
      expect(outcome.bounced, hosted.servers.log().slice(-3000)).toBeGreaterThan(0);
      const stopped = await deps.db
        .select()
        .from(warmupMailboxes)
        .where(and(eq(warmupMailboxes.status, 'stopped'), eq(warmupMailboxes.stopReason, 'bounce')));
      expect(stopped.length).toBeGreaterThan(0);
      const [first] = stopped;
      const owner = boxes.find((box) => box.integrationId === first?.integrationId);
      if (!owner) throw new Error('no owner');
      const view = await hosted.api.get('/ai_email/warmup/{mailboxId}', {
        path: { mailboxId: owner.integrationId },
        token: owner.member.token,
      });
      expect(view.payload).toMatchObject({ status: 'stopped', stop_reason: 'bounce' });
      expect(view.payload.stop_detail).toContain(gone.address);
    });
  },
);
