import type { ApiSchema } from '@outreach/core/contract';
import type { ReportingSeries } from '@outreach/core/outreach';

export type ActivityReport = ApiSchema<'ActivityReport'>;
export type AudienceReport = ApiSchema<'AudienceReport'>;
export type InsightReport = ApiSchema<'InsightReport'>;
export type SeriesCounts = ApiSchema<'WorkflowSeriesCounts'>;
export type ReportRates = ApiSchema<'ReportRates'>;

/** spec outreach §3 "Reporting series" (@outreach/core), in the order the campaign Stats tab shows them. */
export const seriesOrder = [
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
] as const satisfies readonly (keyof SeriesCounts & ReportingSeries)[];

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
