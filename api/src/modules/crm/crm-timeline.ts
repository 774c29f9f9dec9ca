/**
 * A deal's timeline (issue 28: "a booked meeting ... shows on the deal"): what happened to the
 * deal's prospect, read from the workspace's logged outreach events (modules/activity), so no
 * second copy is kept. A booking is logged once (the Calendly module keeps one booking per
 * invitee), so a booking delivered twice shows once. A deal without a prospect has none.
 */
import { getTableColumns } from 'drizzle-orm';
import { type CrmDealRow, crmDeals } from '../../db/schema';
import { findInSpace } from '../../platform/space-rows';
import { recentEvents } from '../activity';
import type { CrmScope } from './crm.service';
import { crmMessages, type DealTimelineEntryJson } from './crm.schema';

/** The most entries a timeline lists. */
export const dealTimelineLimit = 50;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function isoTime(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** GET deals/{id}/timeline: the deal's prospect's booked meetings, newest first. */
export async function dealTimeline(scope: CrmScope, id: string): Promise<DealTimelineEntryJson[]> {
  const deal = await findInSpace<CrmDealRow>(
    scope,
    crmDeals,
    getTableColumns(crmDeals),
    id,
    crmMessages.dealNotFound,
  );
  if (!deal.prospectId) return [];
  const events = await recentEvents(scope.db, scope.spaceId, {
    names: ['meet_booked'],
    prospectId: deal.prospectId,
    limit: dealTimelineLimit,
  });
  return events.map((event) => ({
    _id: event.id,
    kind: 'meeting_booked',
    at: event.created_at,
    event_name: text(event.data.event_name),
    start_time: isoTime(event.data.start_time),
  }));
}
