import type { SpaceScope } from '../../tenancy';
import type {
  ActivityQuery,
  ActivityReport,
  AudienceReport,
  ExportQuery,
  InsightReport,
  ReportQuery,
} from './reports.schema';

// Contract first (issue 15): the reports helper implements these over `report_counts`.

export async function activityReport(_scope: SpaceScope, _query: ActivityQuery): Promise<ActivityReport> {
  throw new Error('activityReport: not implemented yet');
}

export async function audienceReport(_scope: SpaceScope, _query: ReportQuery): Promise<AudienceReport> {
  throw new Error('audienceReport: not implemented yet');
}

export async function insightReport(_scope: SpaceScope, _query: ReportQuery): Promise<InsightReport> {
  throw new Error('insightReport: not implemented yet');
}

/** The report as CSV text (formula-injection safe) and its file name. */
export async function reportCsv(
  _scope: SpaceScope,
  _query: ExportQuery,
): Promise<{ filename: string; csv: string }> {
  throw new Error('reportCsv: not implemented yet');
}
