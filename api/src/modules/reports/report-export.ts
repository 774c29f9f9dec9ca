/** GET /reports/export: a report as CSV, one table per report. */
import type { SpaceScope } from '../../platform/tenancy';
import { reportingSeries } from '../workflows';
import { csvTable } from './reports.csv';
import type { ExportQuery } from './reports.schema';
import { reportPeriod, activityReport, audienceReport } from './reports.service';
import { insightReport, channelOfAction } from './insight-report';

/** The report as CSV text (formula-injection safe) and its file name: one table per report. */
export async function reportCsv(
  scope: SpaceScope,
  query: ExportQuery,
): Promise<{ filename: string; csv: string }> {
  const { from, to } = reportPeriod(scope, query);
  const filename = `report-${query.report}-${from}-${to}.csv`;
  if (query.report === 'activity') {
    const report = await activityReport(scope, query);
    if (query.group_by) {
      return {
        filename,
        csv: csvTable([
          [query.group_by, ...reportingSeries],
          ...report.breakdown.map((row) => [row.name, ...reportingSeries.map((name) => row.totals[name])]),
        ]),
      };
    }
    return {
      filename,
      csv: csvTable([
        ['date', ...reportingSeries],
        ...report.days.map((day) => [day.date, ...reportingSeries.map((name) => day[name])]),
        ['total', ...reportingSeries.map((name) => report.totals[name])],
      ]),
    };
  }
  if (query.report === 'audience') {
    const report = await audienceReport(scope, query);
    return {
      filename,
      csv: csvTable([
        ['breakdown', 'value', 'count'],
        ...report.by_status.map((row) => ['status', row.status, row.count]),
        ...report.by_label.map((row) => ['label', row.name, row.count]),
        ...report.by_company.map((row) => ['company', row.key, row.count]),
        ...report.by_title.map((row) => ['title', row.key, row.count]),
        ...report.by_location.map((row) => ['location', row.key, row.count]),
      ]),
    };
  }
  const report = await insightReport(scope, query);
  return {
    filename,
    csv: csvTable([
      [
        'breakdown',
        'campaign',
        'step',
        'action',
        'variant',
        'hour',
        'channel',
        'sent',
        'replied',
        'reply_rate',
        'opened',
      ],
      ...report.steps.map((row) => [
        'step',
        row.workflow_name,
        row.position,
        row.action,
        '',
        '',
        channelOfAction(row.action),
        row.sent,
        row.replied,
        row.reply_rate,
        row.opened,
      ]),
      ...report.variants.map((row) => [
        'variant',
        row.workflow_name,
        row.step_id,
        '',
        row.variant,
        '',
        '',
        row.sent,
        row.replied,
        row.reply_rate,
        row.opened,
      ]),
      ...report.hours.map((row) => [
        'hour',
        '',
        '',
        '',
        '',
        row.hour,
        '',
        row.sent,
        row.replied,
        row.reply_rate,
        '',
      ]),
      ...report.channels.map((row) => [
        'channel',
        '',
        '',
        '',
        '',
        '',
        row.channel,
        row.sent,
        row.replied,
        row.reply_rate,
        '',
      ]),
    ]),
  };
}
