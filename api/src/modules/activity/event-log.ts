import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OutreachEventLogRow, outreachEventLog } from '../../db/schema';
import type { EngineDeps } from '../../engine/contracts';
import type { OutreachEvent, OutreachEventName } from '../../platform/outreach-events';
import { serverEvents } from '../../realtime/events';
import { prospectData } from '../webhooks';

/** An event as the activity feed and Zapier's polling triggers give it. */
export interface LoggedEvent {
  id: string;
  event: string;
  created_at: string;
  prospect_id: string | null;
  workflow_id: string | null;
  credential_id: string | null;
  data: Record<string, unknown>;
}

export function loggedEvent(row: OutreachEventLogRow): LoggedEvent {
  return {
    id: row.id,
    event: row.name,
    created_at: row.at.toISOString(),
    prospect_id: row.prospectId,
    workflow_id: row.workflowId,
    credential_id: row.credentialId,
    data: row.data,
  };
}

/**
 * Logs every outreach event of a workspace (outreach_event_log), with the prospect's summary as
 * webhooks get it, and tells the workspace's sockets (`new_activity`) so open dashboards add it.
 */
export function registerEventLog(deps: Pick<EngineDeps, 'db' | 'events' | 'realtime'>): () => void {
  return deps.events.on(async (event) => {
    const row = await logEvent(deps.db, event);
    deps.realtime.toSpace(event.spaceId, serverEvents.newActivity, loggedEvent(row));
  });
}

export async function logEvent(db: Db, event: OutreachEvent): Promise<OutreachEventLogRow> {
  const prospect = await prospectData(db, event.spaceId, event.prospectId);
  const [row] = await db
    .insert(outreachEventLog)
    .values({
      spaceId: event.spaceId,
      name: event.name,
      prospectId: event.prospectId,
      workflowId: event.workflowId,
      credentialId: event.credentialId,
      data: { prospect, ...event.data },
      at: event.at,
    })
    .returning();
  if (!row) throw new Error('outreach_event_log insert returned no row');
  return row;
}

export interface RecentEventsQuery {
  /** Only these events (all when empty or absent). */
  names?: readonly OutreachEventName[];
  /** Only this prospect's events (a deal's timeline). */
  prospectId?: string;
  limit: number;
  /** Keyset paging: events strictly older than this one (`at`, then `id`). */
  before?: { at: Date; id: string };
}

/** A workspace's logged events, newest first (index outreach_event_log_space_[name_]at_idx). */
export async function recentEvents(
  db: Db,
  spaceId: string,
  query: RecentEventsQuery,
): Promise<LoggedEvent[]> {
  const conditions: SQL[] = [eq(outreachEventLog.spaceId, spaceId)];
  if (query.names && query.names.length > 0)
    conditions.push(inArray(outreachEventLog.name, [...query.names]));
  if (query.prospectId) conditions.push(eq(outreachEventLog.prospectId, query.prospectId));
  if (query.before) {
    const older = or(
      lt(outreachEventLog.at, query.before.at),
      and(eq(outreachEventLog.at, query.before.at), lt(outreachEventLog.id, query.before.id)),
    );
    if (older) conditions.push(older);
  }
  const rows = await db
    .select()
    .from(outreachEventLog)
    .where(and(...conditions))
    .orderBy(desc(outreachEventLog.at), desc(outreachEventLog.id))
    .limit(query.limit);
  return rows.map(loggedEvent);
}
