import { and, count, countDistinct, eq, gte, notInArray, sql } from 'drizzle-orm';
import {
  campaignProspects,
  campaignProspectStates,
  dialogs,
  messages,
  prospects,
  stepExecutions,
} from '../../db/schema';
import type { SpaceScope } from '../../tenancy';
import { stepProgress } from '../../engine/progress';
import {
  type ReportingSeries,
  reportingSeries,
  type SeriesCounts,
  type WorkflowStats,
} from './workflows.schema';
import { requireWorkflow } from './workflows.service';

/** Done step executions of an action kind count towards a series. */
const seriesByActionKind: Partial<Record<string, ReportingSeries>> = {
  email: 'emails_sent',
  follow: 'followed_profiles',
  inmail: 'inmails_sent',
  message: 'messages_sent',
  connection_request: 'request_sent',
  profile_view: 'viewed_profiles',
  connection_by_email: 'li_connect_by_email',
};

/** Days of the stats chart (outreach §2 per-campaign stats). */
export const rateDays = 30;

function zeros(): SeriesCounts {
  return Object.fromEntries(reportingSeries.map((name) => [name, 0])) as SeriesCounts;
}

const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** GET /workflows/{id}/rates (WorkflowStatsSchema says what each part holds). */
export async function campaignRates(scope: SpaceScope, id: string): Promise<WorkflowStats> {
  const row = await requireWorkflow(scope.db, scope, id);
  const db = scope.db;
  const today = new Date(scope.clock.now());
  today.setUTCHours(0, 0, 0, 0);
  const since = new Date(today.getTime() - (rateDays - 1) * 86_400_000);

  // Step executions: sent actions by kind, opens and clicks (tracking writes them in detail).
  const executed = await db
    .select({
      day: dayOf(stepExecutions.finishedAt),
      kind: stepExecutions.actionKind,
      sent: count(),
      opened: sql<number>`count(*) filter (where ${stepExecutions.detail} ? 'opened_at')`.mapWith(Number),
      clicked: sql<number>`count(*) filter (where ${stepExecutions.detail} ? 'clicked_at')`.mapWith(Number),
    })
    .from(stepExecutions)
    .where(and(eq(stepExecutions.workflowId, row.id), eq(stepExecutions.status, 'done')))
    .groupBy(dayOf(stepExecutions.finishedAt), stepExecutions.actionKind);

  // Accepted invitations: connection requests the prospect accepted (engine/inbound.ts writes
  // `detail.accepted_at`), on the day of the acceptance. A sent request alone is not accepted.
  const acceptedAt = sql`(${stepExecutions.detail} ->> 'accepted_at')::timestamptz`;
  const accepted = await db
    .select({ day: dayOf(acceptedAt), total: count() })
    .from(stepExecutions)
    .where(
      and(
        eq(stepExecutions.workflowId, row.id),
        eq(stepExecutions.actionKind, 'connection_request'),
        eq(stepExecutions.status, 'done'),
        sql`${stepExecutions.detail} ? 'accepted_at'`,
      ),
    )
    .groupBy(dayOf(acceptedAt));

  // Replies: prospects of the campaign whose dialog got an incoming message after they joined it.
  const replied = await db
    .select({ day: dayOf(messages.sentAt), total: countDistinct(dialogs.prospectId) })
    .from(messages)
    .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
    .innerJoin(
      campaignProspects,
      and(eq(campaignProspects.prospectId, dialogs.prospectId), eq(campaignProspects.workflowId, row.id)),
    )
    .where(
      and(
        eq(messages.spaceId, scope.spaceId),
        eq(messages.direction, 'in'),
        notInArray(messages.kind, ['out_of_office', 'bounce']),
        gte(messages.sentAt, campaignProspects.createdAt),
      ),
    )
    .groupBy(dayOf(messages.sentAt));

  // Leads: the campaign's prospects whose lifecycle is lead or customer, on the day they last changed.
  const leads = await db
    .select({ day: dayOf(prospects.updatedAt), total: count() })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(
      and(
        eq(campaignProspects.workflowId, row.id),
        sql`${prospects.lifecycle} in ('lead', 'customer')`,
        gte(prospects.updatedAt, campaignProspects.createdAt),
      ),
    )
    .groupBy(dayOf(prospects.updatedAt));

  const totals = zeros();
  const byDay = new Map<string, SeriesCounts>();
  const add = (day: string | null, series: ReportingSeries, value: number) => {
    if (value === 0) return;
    totals[series] += value;
    if (!day) return;
    const counts = byDay.get(day) ?? zeros();
    counts[series] += value;
    byDay.set(day, counts);
  };
  for (const entry of executed) {
    const series = seriesByActionKind[entry.kind];
    if (series) add(entry.day, series, entry.sent);
    add(entry.day, 'email_opened', entry.opened);
    add(entry.day, 'email_clicked', entry.clicked);
  }
  for (const entry of accepted) add(entry.day, 'new_accepted', entry.total);
  for (const entry of replied) add(entry.day, 'new_replied', entry.total);
  for (const entry of leads) add(entry.day, 'new_leads', entry.total);

  const days = Array.from({ length: rateDays }, (_, index) => {
    const date = new Date(since.getTime() + index * 86_400_000).toISOString().slice(0, 10);
    return { date, ...(byDay.get(date) ?? zeros()) };
  });

  const states = await db
    .select({ state: campaignProspects.state, total: count() })
    .from(campaignProspects)
    .where(eq(campaignProspects.workflowId, row.id))
    .groupBy(campaignProspects.state);
  const prospectCounts = Object.fromEntries(campaignProspectStates.map((state) => [state, 0])) as Record<
    (typeof campaignProspectStates)[number],
    number
  >;
  let total = 0;
  for (const entry of states) {
    prospectCounts[entry.state] = entry.total;
    total += entry.total;
  }
  return { totals, days, prospects: { ...prospectCounts, total } };
}

/** GET /workflows/{id}/progress (D1's stepProgress: completed and waiting per live step). */
export async function campaignProgress(scope: SpaceScope, id: string) {
  const row = await requireWorkflow(scope.db, scope, id);
  return stepProgress(scope.db, row.id);
}
