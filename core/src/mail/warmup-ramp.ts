/**
 * Mailbox warm-up (issue 29; spec ai-telephony §9 "Warm-up recommended: 25 emails per day, ramp-up
 * of 3 per day, reply rate 33%" and "Cold sending rises to 25 a day per mailbox over the first 13
 * days"): how many warm-up mails a mailbox sends on each day of its ramp, which received ones are
 * answered, how much cold (campaign) mail a warming mailbox may send, and its health score.
 * Pure and deterministic: the same seed gives the same plan on every process and in every test.
 */

export interface WarmupRamp {
  /** Warm-up mails on the first day. */
  startPerDay: number;
  /** Added each day until `maxPerDay`. */
  increasePerDay: number;
  maxPerDay: number;
  /** Share of received warm-up mails answered, in percent (0 to 100). */
  replyRatePercent: number;
  /** Each day's volume moves by up to this share of itself, up or down, in percent (0 to 50). */
  variancePercent: number;
}

/** spec ai-telephony §9: 25 a day, +3 a day, 33 % replies (a start of 3 is ours: "+3 a day" from day one). */
export const recommendedWarmupRamp: WarmupRamp = {
  startPerDay: 3,
  increasePerDay: 3,
  maxPerDay: 25,
  replyRatePercent: 33,
  variancePercent: 10,
};

/** The bounds the settings form and the API accept. */
export const warmupLimits = {
  maxPerDay: 100,
  maxIncreasePerDay: 20,
  maxVariancePercent: 50,
} as const;

/** spec ai-telephony §9: a warming mailbox's cold sending reaches 25 a day on its 13th day. */
export const warmupColdCap = { perDay: 25, days: 13 } as const;

/** The health score's window (spec: "inbox placement over the last 14 days"). */
export const warmupHealthDays = 14;

/** FNV-1a over the text, 32 bits: a stable seed from a mailbox id and a day. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [0, 1) fixed by the text (the same text, the same number). */
export function seededUnit(text: string): number {
  return seededRandom(hashSeed(text))();
}

/** The ramp's volume on day `dayIndex` (0 = the first day) before the daily variance. */
export function rampBase(ramp: WarmupRamp, dayIndex: number): number {
  const day = Math.max(0, Math.floor(dayIndex));
  return Math.max(0, Math.min(ramp.maxPerDay, ramp.startPerDay + ramp.increasePerDay * day));
}

/**
 * Warm-up mails to send on day `dayIndex`: the ramp's base moved by the seeded daily variance, never
 * above the maximum nor below 1 (a warming mailbox sends every day). `seed` is the mailbox's own.
 */
export function warmupVolume(ramp: WarmupRamp, dayIndex: number, seed: string): number {
  const base = rampBase(ramp, dayIndex);
  if (base === 0) return 0;
  const spread = Math.max(0, Math.min(warmupLimits.maxVariancePercent, ramp.variancePercent)) / 100;
  const unit = seededUnit(`${seed}:${Math.floor(dayIndex)}`);
  const moved = Math.round(base * (1 + spread * (2 * unit - 1)));
  return Math.max(1, Math.min(ramp.maxPerDay, moved));
}

/** Whether the receiving mailbox answers this warm-up mail (its id seeds it): `replyRatePercent` of them. */
export function answersWarmupMail(ramp: Pick<WarmupRamp, 'replyRatePercent'>, mailId: string): boolean {
  return seededUnit(`reply:${mailId}`) * 100 < ramp.replyRatePercent;
}

/** Whether the receiving mailbox marks this warm-up mail important (\Flagged): about one in five. */
export function flagsWarmupMail(mailId: string): boolean {
  return seededUnit(`flag:${mailId}`) < 0.2;
}

/**
 * The cold sending a warming mailbox may do on day `dayIndex` (0 = the first day of its warm-up):
 * rising evenly to 25 on the 13th day, 25 after that while the warm-up runs.
 */
export function coldSendingCap(dayIndex: number): number {
  const day = Math.max(0, Math.floor(dayIndex)) + 1;
  return Math.min(warmupColdCap.perDay, Math.ceil((warmupColdCap.perDay * day) / warmupColdCap.days));
}

/** One day of a mailbox's warm-up as the health score reads it. */
export interface PlacementDay {
  /** Warm-up mails of this mailbox that reached the other side. */
  delivered: number;
  /** Of those, found in a spam (Junk) folder. */
  inSpam: number;
}

/**
 * The health score (0 to 100): the share of delivered warm-up mails that landed in the inbox over
 * the days given (the last 14); null when nothing was delivered yet.
 */
export function healthScore(days: readonly PlacementDay[]): number | null {
  let delivered = 0;
  let inSpam = 0;
  for (const day of days) {
    delivered += day.delivered;
    inSpam += Math.min(day.inSpam, day.delivered);
  }
  if (delivered === 0) return null;
  return Math.round((100 * (delivered - inSpam)) / delivered);
}

/** The day (UTC, YYYY-MM-DD) of an instant: warm-up plans and health rows are per UTC day. */
export function warmupDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Whole UTC days from `start` to `at` (0 on the first day). */
export function warmupDayIndex(start: Date, at: Date): number {
  const dayMs = 24 * 60 * 60 * 1000;
  const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return Math.max(0, Math.round((today - first) / dayMs));
}
