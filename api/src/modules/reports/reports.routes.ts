import type { RouteConfig } from '@hono/zod-openapi';
import { failure, success, z } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import {
  ActivityReportSchema,
  AudienceReportSchema,
  activityQuery,
  CallsReportSchema,
  exportQuery,
  InsightReportSchema,
  reportMessages,
  reportQuery,
} from './reports.schema';

const tags = ['Reports'] as const;
const badQuery = failure(
  `${reportMessages.period}; ${reportMessages.tooLong}; from and to are dates: YYYY-MM-DD`,
);

/**
 * A report of the workspace over a period: a GET under the Reports tag whose query extends
 * `reportQuery`, answering the report (`answer`) or the 400 of a bad period. Each declaration says
 * only its names, its query and its answer.
 */
function reportRoute<
  Query extends typeof reportQuery,
  Answer extends RouteConfig['responses'][string],
>(report: { operationId: string; path: `/${string}`; summary: string; query: Query; answer: Answer }) {
  const { operationId, path, summary, query, answer } = report;
  return workspaceRoute({
    operationId,
    method: 'get',
    path,
    tags,
    summary,
    request: { query },
    responses: { 200: answer, 400: badQuery },
  });
}

export const getActivityReport = reportRoute({
  operationId: 'getActivityReport',
  path: '/activity',
  summary: 'Activity report: every reporting series per day, totals, rates, breakdown',
  query: activityQuery,
  answer: success(ActivityReportSchema, 'The activity report'),
});

export const getAudienceReport = reportRoute({
  operationId: 'getAudienceReport',
  path: '/audience',
  summary: 'Audience report: the prospects by status, label, company, title and location',
  query: reportQuery,
  answer: success(AudienceReportSchema, 'The audience report'),
});

export const getInsightReport = reportRoute({
  operationId: 'getInsightReport',
  path: '/insight',
  summary: 'Insight report: best steps, send hours, reply rates by channel and step, A/B variants',
  query: reportQuery,
  answer: success(InsightReportSchema, 'The insight report'),
});

export const getCallsReport = reportRoute({
  operationId: 'getCallsReport',
  path: '/calls',
  summary: 'Calls report: calls made, connected and talk time per member (the dialer)',
  query: reportQuery,
  answer: success(CallsReportSchema, 'The calls report'),
});

export const exportReport = reportRoute({
  operationId: 'exportReport',
  path: '/export',
  summary: 'A report as CSV (cells that start with = + - @ are quoted as text)',
  query: exportQuery,
  answer: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
});
