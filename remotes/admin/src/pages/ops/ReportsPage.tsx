import { Input, Page, Spinner, TableHead } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { formatMoney } from '@outreach/core/billing';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AdminMenu } from '../AdminMenu';
import { errorText, lastDays, useSpaceReport, useWlReport } from './ops-api';

const SpaceReportChart = lazy(() => import('./ReportsCharts').then((m) => ({ default: m.SpaceReportChart })));
const WlReportChart = lazy(() => import('./ReportsCharts').then((m) => ({ default: m.WlReportChart })));

/** /admin/reports: GET /admin/space_report and GET /admin/wl_report over a period, as tables and charts. */
export default function ReportsPage() {
  const t = useT('adminOps');
  const [initialFrom, initialTo] = lastDays(30);
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const spaces = useSpaceReport(from, to);
  const brands = useWlReport(from, to);
  return (
    <Page title={t('reports.title')} subtitle={t('reports.subtitle')}>
      <AdminMenu />
      <div style={{ display: 'flex', gap: 12, marginBottom: 16 }}>
        <Input type="date" label={t('period.from')} value={from} onChange={(e) => setFrom(e.target.value)} />
        <Input type="date" label={t('period.to')} value={to} onChange={(e) => setTo(e.target.value)} />
      </div>

      <ReportSection
        title={t('reports.spaceTitle')}
        query={spaces}
        chart={(data) => <SpaceReportChart data={data} />}
      >
        {(data) => (
          <table aria-label={t('reports.spaceTitle')}>
            <TableHead
              columns={[
                'reports.date',
                'reports.newWorkspaces',
                'reports.paidWorkspaces',
                'reports.credentialsConnected',
                'reports.actionsDone',
              ]}
              label={t}
            />
            <tbody>
              {data.days.map((day) => (
                <tr key={day.date}>
                  <td>{day.date}</td>
                  <td>{day.new_workspaces}</td>
                  <td>{day.paid_workspaces}</td>
                  <td>{day.credentials_connected}</td>
                  <td>{day.actions_done}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>{t('reports.total')}</th>
                <td>{data.totals.new_workspaces}</td>
                <td>{data.totals.paid_workspaces}</td>
                <td>{data.totals.credentials_connected}</td>
                <td>{data.totals.actions_done}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </ReportSection>
      <ReportSection
        title={t('reports.wlTitle')}
        query={brands}
        chart={(data) => <WlReportChart data={data} />}
      >
        {(data) => (
          <table aria-label={t('reports.wlTitle')}>
            <TableHead
              columns={[
                'reports.brand',
                'reports.customers',
                'reports.paidCustomers',
                'reports.mrr',
                'reports.creditsUsed',
                'reports.seatsUsed',
              ]}
              label={t}
            />
            <tbody>
              {data.brands.map((row) => (
                <tr key={row.brand}>
                  <td>{row.name}</td>
                  <td>{row.customers}</td>
                  <td>{row.paid_customers}</td>
                  <td>
                    {row.mrr.length === 0
                      ? '—'
                      : row.mrr.map((entry) => formatMoney(entry.amount_cents, entry.currency)).join(' + ')}
                  </td>
                  <td>{row.credits_used}</td>
                  <td>{row.seats_used}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ReportSection>
    </Page>
  );
}

/**
 * One report of the page: its title, the API's failure, then once loaded its chart (loaded lazily,
 * a spinner meanwhile) above its table; a spinner while the first answer is on its way.
 */
function ReportSection<T>({
  title,
  query,
  chart,
  children,
}: {
  title: string;
  query: { data: T | undefined; error: unknown; isLoading: boolean };
  chart: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT('adminOps');
  return (
    <>
      <h2>{title}</h2>
      {query.error ? <p role="alert">{errorText(query.error, t('error'))}</p> : null}
      {query.data ? (
        <>
          <Suspense fallback={<Spinner label={t('loading')} />}>{chart(query.data)}</Suspense>
          {children(query.data)}
        </>
      ) : query.isLoading ? (
        <Spinner label={t('loading')} />
      ) : null}
    </>
  );
}
