/**
 * The numbers' monthly charge (spec ai-telephony §3 "phone monthly"; issue 27 "monthly number
 * charges run as a job and a number whose charge fails is suspended with a notice, not silently
 * kept"). Every hour (channels/default-registry.ts), each number whose next charge is due is
 * charged its monthly price; paid, its next charge moves a month on (an active number) or it is
 * active again (a suspended one); not paid, it is suspended with the reason on its row, and the
 * next run tries again. The debit's key names the number and the period, so a run that dies half
 * way, or two runs at once, never charge a month twice.
 */
import { and, asc, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import { serverEvents } from '@outreach/core/events';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { type DialerPhoneRow, dialerPhones } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { RealtimeEmitter } from '../../platform/announce';
import { announceCredits, debitCredits } from '../credits';
import { nextMonth } from './dialer.service';

export interface ChargeDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  realtime: RealtimeEmitter;
}

export interface ChargeOutcome {
  charged: number;
  suspended: number;
  reactivated: number;
}

/** What a suspended number's row says (the numbers page shows it). */
export function suspendedNotice(
  row: Pick<DialerPhoneRow, 'number' | 'monthlyPrice'>,
  reason: string,
): string {
  return `${row.number} is suspended: its monthly charge of ${row.monthlyPrice} credits failed (${reason}). Add credits to reactivate it.`;
}

const batchSize = 200;

async function chargeOne(deps: ChargeDeps, row: DialerPhoneRow, now: Date): Promise<keyof ChargeOutcome> {
  const period = row.nextChargeAt.toISOString().slice(0, 10);
  try {
    const debit = await debitCredits(deps.db, {
      spaceId: row.spaceId,
      userId: null,
      amount: row.monthlyPrice,
      category: 'phone_monthly',
      idempotencyKey: `dialer-monthly:${row.id}:${period}`,
      description: `Phone number ${row.number}, month from ${period}`,
      now,
    });
    await deps.db
      .update(dialerPhones)
      .set({
        status: 'active',
        notice: null,
        // Reactivated: its month starts now (the suspended weeks are not owed).
        nextChargeAt: nextMonth(row.status === 'suspended' ? now : row.nextChargeAt),
        updatedAt: now,
      })
      .where(and(eq(dialerPhones.id, row.id), eq(dialerPhones.nextChargeAt, row.nextChargeAt)));
    announceCredits(deps.realtime, row.spaceId, debit.balance);
    return row.status === 'suspended' ? 'reactivated' : 'charged';
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 402) throw error;
    const notice = suspendedNotice(row, error.message);
    await deps.db
      .update(dialerPhones)
      .set({ status: 'suspended', notice, updatedAt: now })
      .where(eq(dialerPhones.id, row.id));
    if (row.status !== 'suspended') {
      deps.logger.warn(
        { spaceId: row.spaceId, phoneId: row.id },
        'dialer number suspended: monthly charge failed',
      );
      deps.realtime.toSpace(row.spaceId, serverEvents.refetchData, { dialer_phone_id: row.id, notice });
    }
    return 'suspended';
  }
}

/**
 * Charges every due number (all workspaces), in order of due time; answers how many were charged,
 * suspended and reactivated. A number months behind (a server that was down) is charged once per
 * month it owes; a suspended one stays where it is until the next run.
 */
export async function chargeDueNumbers(deps: ChargeDeps): Promise<ChargeOutcome> {
  const now = deps.clock.now();
  const outcome: ChargeOutcome = { charged: 0, suspended: 0, reactivated: 0 };
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? or(
          gt(dialerPhones.nextChargeAt, after.at),
          and(eq(dialerPhones.nextChargeAt, after.at), gt(dialerPhones.id, after.id)),
        )
      : undefined;
    const due = await deps.db
      .select()
      .from(dialerPhones)
      .where(and(lte(dialerPhones.nextChargeAt, now), cursor))
      .orderBy(asc(dialerPhones.nextChargeAt), asc(dialerPhones.id))
      .limit(batchSize);
    if (due.length === 0) return outcome;
    for (const row of due) {
      outcome[await chargeOne(deps, row, now)] += 1;
      after = { at: row.nextChargeAt, id: row.id };
    }
  }
}
