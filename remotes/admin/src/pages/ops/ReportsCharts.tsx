import { ChartLegend } from '@outreach/design-system';
import { useT, withDayLabels } from '@outreach/sdk';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { HealthStatistics, SpaceReport, WlReport } from './ops-api';

const width = 720;
const height = 240;

/** Per day: new workspaces, credentials connected and actions done (lazily loaded: recharts). */
export function SpaceReportChart({ data }: { data: SpaceReport }) {
  const t = useT('adminOps');
  return (
    <div role="img" aria-label={t('reports.chartSpace')} style={{ overflowX: 'auto' }}>
      <LineChart width={width} height={height} data={withDayLabels(data.days)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend content={<ChartLegend />} />
        <Line dataKey="new_workspaces" name={t('reports.newWorkspaces')} stroke="#47e671" dot={false} />
        <Line dataKey="paid_workspaces" name={t('reports.paidWorkspaces')} stroke="#1d4ed8" dot={false} />
        <Line
          dataKey="credentials_connected"
          name={t('reports.credentialsConnected')}
          stroke="#f59e0b"
          dot={false}
        />
        <Line dataKey="actions_done" name={t('reports.actionsDone')} stroke="#9333ea" dot={false} />
      </LineChart>
    </div>
  );
}

/** Per white-label: customers and paid customers. */
export function WlReportChart({ data }: { data: WlReport }) {
  const t = useT('adminOps');
  return (
    <div role="img" aria-label={t('reports.chartWl')} style={{ overflowX: 'auto' }}>
      <BarChart width={width} height={height} data={data.brands}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend content={<ChartLegend />} />
        <Bar dataKey="customers" name={t('reports.customers')} fill="#47e671" />
        <Bar dataKey="paid_customers" name={t('reports.paidCustomers')} fill="#1d4ed8" />
      </BarChart>
    </div>
  );
}

/** How many customers fall in each fifth of the health index. */
export function HealthChart({ data }: { data: HealthStatistics }) {
  const t = useT('adminOps');
  return (
    <div role="img" aria-label={t('monitoring.health')} style={{ overflowX: 'auto' }}>
      <BarChart width={width} height={height} data={data.buckets}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="count" name={t('monitoring.health')} fill="#47e671" />
      </BarChart>
    </div>
  );
}

/** The charts of the monitoring page, one module so recharts loads once. */
export function ActionsChart({ data }: { data: SpaceReport }) {
  const t = useT('adminOps');
  return (
    <div role="img" aria-label={t('monitoring.actions')} style={{ overflowX: 'auto' }}>
      <BarChart width={width} height={height} data={withDayLabels(data.days)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="new_workspaces" name={t('monitoring.workspaces')} fill="#47e671" />
        <Bar dataKey="actions_done" name={t('monitoring.actions')} fill="#9333ea" />
      </BarChart>
    </div>
  );
}
