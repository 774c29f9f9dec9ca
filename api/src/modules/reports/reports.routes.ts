import { failure, success, z } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import {
  ActivityReportSchema,
  AudienceReportSchema,
  activityQuery,
  exportQuery,
  InsightReportSchema,
  reportMessages,
  reportQuery,
} from './reports.schema';

const tags = ['Reports'] as const;
const badQuery = failure(
  `${reportMessages.period}; ${reportMessages.tooLong}; from and to are dates: YYYY-MM-DD`,
);

export const getActivityReport = workspaceRoute({
  operationId: 'getActivityReport',
  method: 'get',
  path: '/activity',
  tags,
  summary: 'Activity report: every reporting series per day, totals, rates, breakdown',
  request: { query: activityQuery },
  responses: {
    200: success(ActivityReportSchema, 'The activity report'),
    400: badQuery,
  },
});

export const getAudienceReport = workspaceRoute({
  operationId: 'getAudienceReport',
  method: 'get',
  path: '/audience',
  tags,
  summary: 'Audience report: the prospects by status, label, company, title and location',
  request: { query: reportQuery },
  responses: {
    200: success(AudienceReportSchema, 'The audience report'),
    400: badQuery,
  },
});

export const getInsightReport = workspaceRoute({
  operationId: 'getInsightReport',
  method: 'get',
  path: '/insight',
  tags,
  summary: 'Insight report: best steps, send hours, reply rates by channel and step, A/B variants',
  request: { query: reportQuery },
  responses: { 200: success(InsightReportSchema, 'The insight report'), 400: badQuery },
});

export const exportReport = workspaceRoute({
  operationId: 'exportReport',
  method: 'get',
  path: '/export',
  tags,
  summary: 'A report as CSV (cells that start with = + - @ are quoted as text)',
  request: { query: exportQuery },
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    400: badQuery,
  },
});
