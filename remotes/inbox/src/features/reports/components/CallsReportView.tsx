import type { ApiSchema } from '@outreach/core/contract';
import { hasFeature } from '@outreach/core/features';
import { api, usePlanFeatures, useSession, useT } from '@outreach/sdk';
import { reportKeys } from '@outreach/sdk/page-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, type ReportFilters } from '../report-filters';
import { formatCount } from '../report-numbers';

type CallsReport = ApiSchema<'CallsReport'>;

/** Talk time as h:mm:ss (or m:ss under an hour): the same in every language. */
export function formatTalkTime(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The calls table of a report (GET /reports/calls): one row per member, then the totals. */
export function CallsReportView({ report }: { report: CallsReport }) {
  const t = useT('reports');
  return (
    <section className="report-card" aria-labelledby="report-calls">
      <div className="report-card__head">
        <h2 id="report-calls">{t('calls.title')}</h2>
      </div>
      {report.members.length === 0 ? (
        <p className="report-muted">{t('calls.empty')}</p>
      ) : (
        <div className="report-table-wrap">
          <table className="report-table" aria-label={t('calls.title')}>
            <thead>
              <tr>
                <th scope="col">{t('calls.member')}</th>
                <th scope="col">{t('calls.made')}</th>
                <th scope="col">{t('calls.connected')}</th>
                <th scope="col">{t('calls.talkTime')}</th>
              </tr>
            </thead>
            <tbody>
              {report.members.map((row) => (
                <tr key={row.id ?? ''}>
                  <th scope="row">{row.name || t('calls.formerMember')}</th>
                  <td>{formatCount(row.calls)}</td>
                  <td>{formatCount(row.connected)}</td>
                  <td>{formatTalkTime(row.talk_seconds)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('calls.total')}</th>
                <td>{formatCount(report.totals.calls)}</td>
                <td>{formatCount(report.totals.connected)}</td>
                <td>{formatTalkTime(report.totals.talk_seconds)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Reports › Activity, for a plan with calling (issue 27: dispositions feed reports): calls made,
 * connected and talk time per member over the filters' period. Kept under the activity report's
 * key, so whatever refreshes the activity refreshes the calls.
 */
export function CallsSection({ filters }: { filters: ReportFilters }) {
  const t = useT('reports');
  const features = usePlanFeatures();
  const space = useSession((state) => state.space);
  const query = apiQuery(filters);
  const calling = hasFeature(features, 'calling');
  const report = useQuery({
    queryKey: [...reportKeys.report(space, 'activity', query), 'calls'],
    enabled: calling,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.GET('/reports/calls', { query, signal }),
  });
  if (!calling) return null;
  if (report.error)
    return (
      <p role="alert" className="report-error">
        {t('calls.error')}
      </p>
    );
  return report.data ? <CallsReportView report={report.data} /> : null;
}
