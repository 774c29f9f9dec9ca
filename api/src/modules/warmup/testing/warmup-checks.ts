import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailPollDeps } from '../../../channels/mail-polling';
import { messages, warmupSends } from '../../../db/schema';
import type { EngineDeps } from '../../../engine/contracts';
import { createOutreachEvents } from '../../../platform/outreach-events';
import { pollMailbox } from '../../../providers/outreach-email/imap-poller';
import type { WarmupMailDeps } from '../warmup.mail';

/**
 * What the 14-day warm-up of the warm-up tests (the test servers', warmup.test.ts, and real
 * Postfix and Dovecot's, warmup.mail-servers.test.ts) leaves: more than 150 warm-up mails, each
 * sent, delivered and opened, some of them across workspaces and some flagged; a third of them
 * answered (between 20 % and 46 %), every answer sent and delivered. Returns the sends.
 */
export async function expectWarmedUpSends(deps: WarmupMailDeps) {
  const sends = await deps.db.select().from(warmupSends);
  const originals = sends.filter((send) => send.kind === 'warmup');
  expect(originals.length).toBeGreaterThan(150);
  expect(originals.every((send) => send.status === 'sent' && send.deliveredAt && send.opened)).toBe(true);
  // Pool mail crossed workspaces.
  expect(originals.some((send) => send.spaceId !== send.toSpaceId)).toBe(true);
  // Answered at the configured share (33 %), the answers delivered too.
  const replies = sends.filter((send) => send.kind === 'reply');
  expect(replies.length / originals.length).toBeGreaterThan(0.2);
  expect(replies.length / originals.length).toBeLessThan(0.46);
  expect(replies.every((reply) => reply.status === 'sent' && reply.deliveredAt)).toBe(true);
  expect(originals.some((send) => send.flagged)).toBe(true);
  return { sends, originals };
}

/** The health chart of a mailbox warmed up for 14 days: a row a day, each with mail sent, all delivered, and a score. */
export function expectFourteenDaysOfHealth(view: {
  day_index: number | null;
  history: { sent: number; delivered: number; health_score: number | null }[];
}): void {
  expect(view.history).toHaveLength(14);
  for (const row of view.history) {
    expect(row.sent).toBeGreaterThan(0);
    expect(row.delivered).toBe(row.sent);
    expect(row.health_score).not.toBeNull();
  }
  expect(view.day_index).toBe(13);
}

/**
 * The inbound poll path drops warm-up mail: each mailbox (integration id) polled finds mail, all of
 * it its own (warm-up), none a reply; no message is stored in the workspaces `spaceIds`.
 */
export async function expectWarmupMailDropped(
  deps: WarmupMailDeps,
  integrationIds: readonly string[],
  spaceIds: readonly string[],
): Promise<void> {
  const engineDeps: EngineDeps = { ...deps, events: createOutreachEvents(), publicUrl: 'https://app.test' };
  for (const integrationId of integrationIds) {
    const polled = await pollMailbox(mailPollDeps(engineDeps), integrationId);
    expect(polled.error).toBeNull();
    expect(polled.fetched).toBeGreaterThan(0);
    expect(polled.replies).toBe(0);
    expect(polled.own).toBe(polled.fetched);
  }
  expect(
    await deps.db
      .select()
      .from(messages)
      .where(inArray(messages.spaceId, [...spaceIds])),
  ).toHaveLength(0);
}
