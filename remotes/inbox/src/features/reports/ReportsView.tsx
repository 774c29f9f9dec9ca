import { EmptyState, ErrorPanel, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActivityReportView, isEmptyActivity } from './components/ActivityReportView';
import { AudienceReportView } from './components/AudienceReportView';
import { CallsSection } from './components/CallsReportView';
import { InsightReportView } from './components/InsightReportView';
import { ReportFilterBar } from './components/ReportFilterBar';
import {
  downloadReportCsv,
  type ReportKind,
  useActivityReport,
  useAudienceReport,
  useInsightReport,
} from './hooks/useReports';
import { filtersFromQuery, queryWithFilters, type ReportFilters, utcDay } from './report-filters';
import { ensureReportStyles } from './reports.styles';
import type { Grouping } from './reports.types';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loading, error and empty around a report's body. */
function ReportState({
  query,
  empty,
  emptyText,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown; isRefetching: boolean };
  empty: boolean;
  /** What an empty report says (default: no activity in this period). */
  emptyText?: { title: string; description: string };
  children: ReactNode;
}) {
  const t = useT('reports');
  if (query.isPending)
    return (
      <div className="report-loading" role="status" aria-label={t('loading')}>
        <Spinner />
      </div>
    );
  if (query.error)
    return (
      <ErrorPanel
        title={t('error')}
        message={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  if (empty)
    return (
      <EmptyState
        title={emptyText?.title ?? t('empty.title')}
        description={emptyText?.description ?? t('empty.description')}
      />
    );
  return <>{children}</>;
}

function ActivitySection({
  filters,
  onGroupBy,
}: {
  filters: ReportFilters;
  onGroupBy: (g: Grouping) => void;
}) {
  const report = useActivityReport(filters);
  return (
    <ReportState query={report} empty={report.data ? isEmptyActivity(report.data) : false}>
      {report.data ? (
        <ActivityReportView report={report.data} groupBy={filters.groupBy} onGroupBy={onGroupBy} />
      ) : null}
    </ReportState>
  );
}

function AudienceSection({ filters }: { filters: ReportFilters }) {
  const t = useT('reports');
  const report = useAudienceReport(filters);
  return (
    <ReportState
      query={report}
      empty={report.data?.total === 0}
      emptyText={{ title: t('audience.emptyTitle'), description: t('audience.emptyDescription') }}
    >
      {report.data ? <AudienceReportView report={report.data} /> : null}
    </ReportState>
  );
}

function InsightSection({ filters }: { filters: ReportFilters }) {
  const report = useInsightReport(filters);
  const empty = report.data ? report.data.channels.every((channel) => channel.sent === 0) : false;
  return (
    <ReportState query={report} empty={empty}>
      {report.data ? <InsightReportView report={report.data} /> : null}
    </ReportState>
  );
}

/**
 * Reports › activity, audience and insight (issue 15 item 1): the filter bar (kept in the URL, so a
 * link reproduces the report), the report, and its CSV with the same filters.
 */
export function ReportsView({ report }: { report: ReportKind }) {
  const t = useT('reports');
  useEffect(() => ensureReportStyles(), []);
  const [query, setQuery] = useSearchParams();
  const today = utcDay(new Date());
  const filters = useMemo(() => filtersFromQuery(query, today), [query, today]);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const change = (next: ReportFilters) =>
    setQuery((current) => queryWithFilters(current, next), { replace: true });
  const exportCsv = () => {
    setExporting(true);
    setExportError(null);
    downloadReportCsv(report, filters)
      .catch((error: unknown) => setExportError(errorText(error)))
      .finally(() => setExporting(false));
  };
  return (
    <section className="report" aria-label={t(`titles.${report}`)}>
      <ReportFilterBar
        filters={filters}
        today={today}
        onChange={change}
        onExport={exportCsv}
        exporting={exporting}
      />
      {exportError ? (
        <p role="alert" className="report-error">
          {t('export.failed', { error: exportError })}
        </p>
      ) : null}
      {report === 'activity' ? (
        <>
          <ActivitySection filters={filters} onGroupBy={(groupBy) => change({ ...filters, groupBy })} />
          <CallsSection filters={filters} />
        </>
      ) : report === 'audience' ? (
        <AudienceSection filters={filters} />
      ) : (
        <InsightSection filters={filters} />
      )}
    </section>
  );
}
