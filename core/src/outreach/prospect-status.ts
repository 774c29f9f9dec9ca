import type { ProspectLifecycle } from './prospect.types';

/**
 * spec: outreach §3 (Reporting series) "Prospect status colours: new, request_sent, contacted, connected,
 * unconnectable, fetched_email, viewed_message, visited_link, got_reply, excluded,
 * interested, lead, stuck". The spec names the statuses, not how a prospect gets one;
 * our rule (docs/decisions.md "Prospect status") is: the furthest a prospect has come
 * in the campaign wins, and a prospect that cannot go on says so first.
 */
export const prospectStatuses = [
  'new',
  'request_sent',
  'contacted',
  'connected',
  'unconnectable',
  'fetched_email',
  'viewed_message',
  'visited_link',
  'got_reply',
  'excluded',
  'interested',
  'lead',
  'stuck',
] as const;
export type ProspectStatus = (typeof prospectStatuses)[number];

/**
 * spec outreach §3 "Prospect status colours" names the statuses, not the colours: ours go from
 * grey (nothing yet) through blues (reached) to greens (answered), with red and amber for the
 * prospects that cannot go on. The campaign prospects table and the audience report show them.
 */
export const prospectStatusColours: Record<ProspectStatus, string> = {
  new: '#9aa5b1',
  request_sent: '#7fb3f5',
  contacted: '#4a90e2',
  connected: '#2f6fd1',
  unconnectable: '#e5534b',
  fetched_email: '#8e7cc3',
  viewed_message: '#26a6a6',
  visited_link: '#1b8a8a',
  got_reply: '#47b36b',
  excluded: '#6b7280',
  interested: '#2e9d4f',
  lead: '#14753a',
  stuck: '#e0a21a',
};

/** What the campaign knows of one prospect (its row, the person and its executions). */
export interface ProspectStatusFacts {
  state: 'excluded' | 'pending' | 'paused' | 'active' | 'finished' | 'campaign_paused';
  pauseReason: string | null;
  lifecycle: ProspectLifecycle;
  /** Carries the AI label "interested". */
  interested: boolean;
  /** A connection request (or connection by email) went out. */
  requestSent: boolean;
  /** A connection request could not be sent (the step failed). */
  unconnectable: boolean;
  /** An email was found for the prospect (enrichment). */
  emailFetched: boolean;
  /** A message of the campaign was opened (tracking pixel). */
  viewedMessage: boolean;
  /** A tracked link of the campaign was followed. */
  visitedLink: boolean;
}

/** Pause reasons that stop a prospect for a failure someone must look at. */
const failurePauses = new Set(['email_failed', 'message_failed', 'inmail_failed_existing_dialog']);

const lifecycleRank = { new: 0, contacted: 1, connected: 2, got_reply: 3, lead: 4, customer: 4 } as const;

export function prospectStatus(facts: ProspectStatusFacts): ProspectStatus {
  if (facts.state === 'excluded') return 'excluded';
  const rank = lifecycleRank[facts.lifecycle];
  if (rank >= lifecycleRank.lead) return 'lead';
  if (facts.interested) return 'interested';
  if (rank >= lifecycleRank.got_reply || facts.pauseReason === 'got_reply') return 'got_reply';
  if (facts.state === 'paused' && facts.pauseReason && failurePauses.has(facts.pauseReason)) return 'stuck';
  if (facts.visitedLink) return 'visited_link';
  if (facts.viewedMessage) return 'viewed_message';
  if (rank >= lifecycleRank.connected) return 'connected';
  // A request waiting for an answer says more than "contacted" (which the request also made them).
  if (facts.requestSent) return 'request_sent';
  if (rank >= lifecycleRank.contacted) return 'contacted';
  if (facts.unconnectable) return 'unconnectable';
  if (facts.emailFetched) return 'fetched_email';
  return 'new';
}

/**
 * The statuses of a prospect the campaign has reached: something went out to them (a request, a
 * message, an email) or came back. "Contacted" counts these (issue 26 item 4), never the prospects
 * merely added or started on; stuck, unconnectable, fetched_email, new and excluded are not reached.
 */
export const reachedStatuses = [
  'request_sent',
  'contacted',
  'connected',
  'viewed_message',
  'visited_link',
  'got_reply',
  'interested',
  'lead',
] as const satisfies readonly ProspectStatus[];

export type ProspectStatusCounts = Record<ProspectStatus, number>;

export interface FunnelStage {
  stage: 'contacted' | 'connected' | 'replied';
  count: number;
  /** Share of the contacted, 0-100. */
  percent: number;
}

/**
 * Contacted → connected → replied, from the numbers the reports show (one definition for the
 * campaign's Stats and the Reports): contacted is the audience's reached statuses summed, connected
 * and replied the `new_accepted` and `new_replied` series.
 */
export function campaignFunnel(
  statuses: ProspectStatusCounts,
  totals: { new_accepted: number; new_replied: number },
): FunnelStage[] {
  const contacted = reachedStatuses.reduce((sum, status) => sum + statuses[status], 0);
  const stages: [FunnelStage['stage'], number][] = [
    ['contacted', contacted],
    ['connected', totals.new_accepted],
    ['replied', totals.new_replied],
  ];
  return stages.map(([stage, count]) => ({
    stage,
    count,
    percent: contacted > 0 ? Math.round((count * 100) / contacted) : 0,
  }));
}
