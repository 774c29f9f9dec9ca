import type { ApiSchema } from '@outreach/core/contract';

export type ActivityReport = ApiSchema<'ActivityReport'>;
export type AudienceReport = ApiSchema<'AudienceReport'>;
export type InsightReport = ApiSchema<'InsightReport'>;
export type SeriesCounts = ApiSchema<'WorkflowSeriesCounts'>;
export type ReportRates = ApiSchema<'ReportRates'>;
export type ProspectStatus = AudienceReport['by_status'][number]['status'];

/** spec outreach §3 "Reporting series", in the order the campaign Stats tab shows them. */
export const reportingSeries = [
  'request_sent',
  'new_accepted',
  'li_connect_by_email',
  'messages_sent',
  'inmails_sent',
  'emails_sent',
  'email_opened',
  'email_clicked',
  'new_replied',
  'new_interested',
  'new_leads',
  'viewed_profiles',
  'followed_profiles',
] as const satisfies readonly (keyof SeriesCounts)[];
export type ReportingSeries = (typeof reportingSeries)[number];

/** The series drawn when the page opens; the others are a toggle away. */
export const defaultChartSeries: readonly ReportingSeries[] = ['request_sent', 'new_accepted', 'new_replied'];

export const rateNames = [
  'acceptance_rate',
  'reply_rate',
  'open_rate',
  'click_rate',
  'interested_rate',
] as const satisfies readonly (keyof ReportRates)[];

export const groupings = ['campaign', 'sender', 'member'] as const;
export type Grouping = (typeof groupings)[number];

/**
 * spec outreach §3 "Prospect status colours" names the statuses, not the colours. These are the
 * campaign prospects table's (remotes/campaigns campaign-prospects.types.ts), repeated here because
 * a remote does not import another: grey (nothing yet), blues (reached), greens (answered), red and
 * amber for the prospects that cannot go on.
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
