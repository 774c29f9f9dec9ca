import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { callsReport } from './calls-report';
import { insightReport } from './insight-report';
import { reportCsv } from './report-export';
import * as routes from './reports.routes';
import { activityReport, audienceReport } from './reports.service';

/** The handlers of /reports, one per declaration of reports.routes.ts, under its operationId. */
export const reportsHandlers: Handlers<typeof routes> = {
  getActivityReport: async (c) =>
    c.json(okBody(await activityReport(c.get('scope'), c.req.valid('query'))), 200),
  getAudienceReport: async (c) =>
    c.json(okBody(await audienceReport(c.get('scope'), c.req.valid('query'))), 200),
  getInsightReport: async (c) =>
    c.json(okBody(await insightReport(c.get('scope'), c.req.valid('query'))), 200),
  getCallsReport: async (c) => c.json(okBody(await callsReport(c.get('scope'), c.req.valid('query'))), 200),
  exportReport: async (c) => {
    const { filename, csv } = await reportCsv(c.get('scope'), c.req.valid('query'));
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
    });
  },
};

/** /reports (issue 15 item 1): every member of the workspace may read its reports. */
export function reportsRoutes(deps: AppDependencies) {
  return bindOperations(workspaceRouter(deps), routes, reportsHandlers);
}
