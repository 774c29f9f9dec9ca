/**
 * The call history (spec ai-telephony §3 Call history entry, §7 GET /dialer/calls and
 * /dialer/phones/{id}/calls, §9 page size 50 on the history screen). A member sees the calls they
 * made or that rang their numbers; a workspace admin sees the workspace's. Rows are written by
 * `recordCall` (the carrier's call events and the browser's end of call, in the next part of
 * issue 27).
 */
import { and, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import {
  type CallDirection,
  type CallRowResult,
  dialerCalls,
  dialerPhones,
  prospects,
} from '../../db/schema';
import { isUuid } from '../../db/ids';
import type { SpaceAccess } from '../../platform/context';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { CallEntryJson, CallPageJson, CallsQuery } from './dialer.schema';
import { findPhone } from './dialer.service';

export interface CallViewer {
  userId: string;
  access: Pick<SpaceAccess, 'isSpaceAdmin'>;
}

export interface NewCall {
  phoneId: string | null;
  userId: string | null;
  credentialId?: string | null;
  prospectId?: string | null;
  direction: CallDirection;
  result: CallRowResult;
  phoneNumber: string;
  prospectPhoneNumber: string;
  durationSeconds: number;
  startDate: Date;
  recordUrl?: string | null;
  answeredAt?: Date | null;
  endedAt?: Date | null;
  /** The carrier's id of the call (Twilio's CallSid), for its webhooks. */
  carrierCallId?: string | null;
}

export async function recordCall(scope: SpaceScope, call: NewCall): Promise<string> {
  const [row] = await scope.db
    .insert(dialerCalls)
    .values({ ...call, spaceId: scope.spaceId, createdAt: scope.clock.now() })
    .returning({ id: dialerCalls.id });
  if (!row) throw new Error('call not recorded');
  return row.id;
}

/** A member's own calls: made by them, or on a number of theirs. */
function visibleTo(viewer: CallViewer): SQL | undefined {
  if (viewer.access.isSpaceAdmin) return undefined;
  return or(
    eq(dialerCalls.userId, viewer.userId),
    sql`${dialerCalls.phoneId} in (select ${dialerPhones.id} from ${dialerPhones} where ${dialerPhones.userId} = ${viewer.userId})`,
  );
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** The history's search: a part of either number (digits only compared) or of the prospect's name. */
function matching(query: string | undefined): SQL | undefined {
  if (!query) return undefined;
  const digits = query.replace(/\D/g, '');
  const byName = ilike(prospects.fullName, likePattern(query));
  if (!digits) return byName;
  const pattern = likePattern(digits);
  return or(
    byName,
    sql`regexp_replace(${dialerCalls.prospectPhoneNumber}, '[^0-9]', '', 'g') like ${pattern}`,
    sql`regexp_replace(${dialerCalls.phoneNumber}, '[^0-9]', '', 'g') like ${pattern}`,
  );
}

async function pageOf(
  scope: SpaceScope,
  where: SQL | undefined,
  skip: number,
  limit: number,
): Promise<CallPageJson> {
  const [rows, totals] = await Promise.all([
    scope.db
      .select({ call: dialerCalls, fullName: prospects.fullName })
      .from(dialerCalls)
      .leftJoin(
        prospects,
        and(eq(prospects.id, dialerCalls.prospectId), eq(prospects.spaceId, dialerCalls.spaceId)),
      )
      .where(where)
      .orderBy(desc(dialerCalls.startDate), desc(dialerCalls.id))
      .limit(limit)
      .offset(skip),
    scope.db
      .select({ total: count() })
      .from(dialerCalls)
      .leftJoin(
        prospects,
        and(eq(prospects.id, dialerCalls.prospectId), eq(prospects.spaceId, dialerCalls.spaceId)),
      )
      .where(where),
  ]);
  return {
    items: rows.map(({ call, fullName }) => callJson(call, fullName)),
    total: Number(totals[0]?.total ?? 0),
    skip,
    limit,
  };
}

export function callJson(call: typeof dialerCalls.$inferSelect, fullName: string | null): CallEntryJson {
  return {
    id: call.id,
    direction: call.direction,
    result: call.result,
    prospect_phone_number: call.prospectPhoneNumber,
    phone_number: call.phoneNumber,
    duration: call.durationSeconds,
    start_date: call.startDate.toISOString(),
    record_url: call.recordUrl,
    profile: call.prospectId && fullName !== null ? { id: call.prospectId, full_name: fullName } : null,
    user_id: call.userId,
    disposition: call.disposition,
    note: call.note,
  };
}

/** One prospect's calls; an id that is no uuid matches none (never a 500 from Postgres). */
function ofProspect(prospectId: string): SQL {
  return isUuid(prospectId) ? eq(dialerCalls.prospectId, prospectId) : sql`false`;
}

/** GET /dialer/calls: newest first, filtered by search, result, prospect and having a recording. */
export function listCalls(scope: SpaceScope, viewer: CallViewer, query: CallsQuery): Promise<CallPageJson> {
  const where = and(
    inSpace(dialerCalls, scope),
    visibleTo(viewer),
    query.result === 'all' ? undefined : eq(dialerCalls.result, query.result),
    // The call-recordings page: only calls with a recording.
    query.recorded === 'true' ? isNotNull(dialerCalls.recordUrl) : undefined,
    query.prospect_id ? ofProspect(query.prospect_id) : undefined,
    matching(query.query),
  );
  return pageOf(scope, where, query.skip, query.limit);
}

/** GET /dialer/phones/{id}/calls: one number's calls (404 for a number not in the workspace). */
export async function listPhoneCalls(
  scope: SpaceScope,
  viewer: CallViewer,
  phoneId: string,
  page: { skip: number; limit: number },
): Promise<CallPageJson> {
  const phone = await findPhone(scope, phoneId);
  const where = and(inSpace(dialerCalls, scope), eq(dialerCalls.phoneId, phone.id), visibleTo(viewer));
  return pageOf(scope, where, page.skip, page.limit);
}
