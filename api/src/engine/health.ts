import type { LimitSignal } from '@outreach/core/outreach';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CredentialRow, type SenderHealthRow, senderHealth } from '../db/schema';

/**
 * A sender's health (engine issue "health score"): 1 is healthy. Each limit
 * signal from the network or mailbox halves the score (never below 0.2) and
 * starts a cool-down with no actions at all; the score then recovers by 0.1 per
 * clean day (a day without a new signal), computed when read, so no job has to
 * run for it. The caps of engine/limits are multiplied by the score.
 */

/** How long a sender rests after a signal (our figures; spec silent). */
export const cooldownHours: Record<LimitSignal, number> = {
  connection_limited: 24,
  inmail_limited: 24,
  login_limited: 12,
  challenged: 48,
  mailbox_throttled: 6,
};

export const minimumScore = 0.2;
export const recoveryPerCleanDay = 0.1;
const dayMs = 24 * 60 * 60 * 1000;
const keptSignals = 20;

export interface SenderHealthState {
  score: number;
  cooldownUntil: Date | null;
  /** Why the sender rests, when it does. */
  lastSignal: LimitSignal | null;
}

function lastSignalOf(row: Pick<SenderHealthRow, 'signals'> | undefined): { kind: string; at: Date } | null {
  const last = row?.signals.at(-1);
  return last ? { kind: last.kind, at: new Date(last.at) } : null;
}

/**
 * The health now: the stored score plus the recovery since the last signal,
 * and the cool-down. A limit timestamp on the credential row (set by the
 * automation when the network said so: `connect_limited_at`, …) counts as a
 * signal at that time, so a signal recorded outside the engine still rests the
 * sender.
 */
export function healthAt(
  row: SenderHealthRow | undefined,
  credential: Pick<CredentialRow, 'connectLimitedAt' | 'inmailLimitedAt' | 'loginLimitedAt'> | null,
  now: Date,
): SenderHealthState {
  let score = row?.score ?? 1;
  let cooldownUntil = row?.cooldownUntil ?? null;
  const last = lastSignalOf(row);
  let lastSignal = (last?.kind as LimitSignal | undefined) ?? null;
  let lastAt = last?.at ?? null;
  const credentialSignals: [Date | null | undefined, LimitSignal][] = [
    [credential?.connectLimitedAt, 'connection_limited'],
    [credential?.inmailLimitedAt, 'inmail_limited'],
    [credential?.loginLimitedAt, 'login_limited'],
  ];
  for (const [at, kind] of credentialSignals) {
    if (!at || (lastAt && at.getTime() <= lastAt.getTime())) continue;
    // A signal the engine has not recorded yet: apply it as if recorded.
    score = Math.max(minimumScore, score / 2);
    const until = new Date(at.getTime() + cooldownHours[kind] * 60 * 60 * 1000);
    if (!cooldownUntil || until > cooldownUntil) cooldownUntil = until;
    lastSignal = kind;
    lastAt = at;
  }
  if (lastAt) {
    const cleanDays = Math.floor((now.getTime() - lastAt.getTime()) / dayMs);
    if (cleanDays > 0) score = Math.min(1, score + cleanDays * recoveryPerCleanDay);
  }
  if (cooldownUntil && cooldownUntil.getTime() <= now.getTime()) cooldownUntil = null;
  return { score, cooldownUntil, lastSignal: cooldownUntil ? lastSignal : null };
}

export async function readHealth(db: Db, credentialId: string): Promise<SenderHealthRow | undefined> {
  const [row] = await db.select().from(senderHealth).where(eq(senderHealth.credentialId, credentialId));
  return row;
}

/** Records a limit signal: halves the (recovered) score and starts the cool-down. Returns the cool-down end. */
export async function recordLimitSignal(
  db: Db,
  credential: Pick<
    CredentialRow,
    'id' | 'spaceId' | 'connectLimitedAt' | 'inmailLimitedAt' | 'loginLimitedAt'
  >,
  signal: LimitSignal,
  now: Date,
): Promise<Date> {
  const current = await readHealth(db, credential.id);
  const state = healthAt(current, credential, now);
  const score = Math.max(minimumScore, state.score / 2);
  const fresh = new Date(now.getTime() + cooldownHours[signal] * 60 * 60 * 1000);
  const cooldownUntil = state.cooldownUntil && state.cooldownUntil > fresh ? state.cooldownUntil : fresh;
  const signals = [...(current?.signals ?? []), { kind: signal, at: now.toISOString() }].slice(-keptSignals);
  await db
    .insert(senderHealth)
    .values({
      credentialId: credential.id,
      spaceId: credential.spaceId,
      score,
      cooldownUntil,
      signals,
      consecutiveFailures: 1,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: senderHealth.credentialId,
      set: {
        score,
        cooldownUntil,
        signals,
        consecutiveFailures: sql`${senderHealth.consecutiveFailures} + 1`,
        updatedAt: now,
      },
    });
  return cooldownUntil;
}
