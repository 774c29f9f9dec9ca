import { ChartBox, chartColour, Checkbox, Select, ChartLegend, dayAxisMargin } from '@outreach/design-system';
import { useT, withDayLabels } from '@outreach/sdk';
import { useState } from 'react';
import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { changePercent, formatChange, formatCount, formatRate } from '../report-numbers';
import {
  type ActivityReport,
  defaultChartSeries,
  type Grouping,
  groupings,
  rateNames,
  seriesOrder,
} from '../reports.types';
import type { ReportingSeries } from '@outreach/core/outreach';

/**
 * A total with its change against the period just before (the API's previous_totals). `compare`
 * words the change (the dashboard says "vs yesterday"); a change from 0 has no percentage.
 */
export function KpiCard({
  label,
  value,
  previous,
  compare,
}: {
  label: string;
  value: number;
  previous: number;
  compare?: (change: string | null, previous: string) => string;
}) {
  const t = useT('reports');
  const change = changePercent(value, previous);
  const direction = value > previous ? 'up' : value < previous ? 'down' : 'flat';
  const changeText = change === null ? null : formatChange(change);
  const described = compare
    ? compare(changeText, formatCount(previous))
    : changeText === null
      ? t('kpi.newSincePrevious', { previous: formatCount(previous) })
      : t('kpi.change', { change: changeText, previous: formatCount(previous) });
  return (
    <li className="report-kpi" data-direction={direction}>
      <span className="report-kpi__label">{label}</span>
      <span className="report-kpi__value">{formatCount(value)}</span>
      <span className="report-kpi__change">{described}</span>
    </li>
  );
}

/** Every reporting series per day; the user picks which are drawn. */
function DailyChart({ days }: { days: ActivityReport['days'] }) {
  const t = useT('reports');
  const [shown, setShown] = useState<ReportingSeries[]>([...defaultChartSeries]);
  const toggle = (series: ReportingSeries, on: boolean) =>
    setShown((current) =>
      on
        ? seriesOrder.filter((s) => s === series || current.includes(s))
        : current.filter((s) => s !== series),
    );
  return (
    <section className="report-card" aria-labelledby="report-daily">
      <h2 id="report-daily">{t('chart.title')}</h2>
      <fieldset className="report-toggles" aria-label={t('chart.series')}>
        {seriesOrder.map((series) => (
          <Checkbox
            key={series}
            label={t(`series.${series}`)}
            checked={shown.includes(series)}
            onChange={(event) => toggle(series, event.target.checked)}
          />
        ))}
      </fieldset>
      <ChartBox className="report-chart" label={t('chart.label')} height={280}>
        {(size) => (
          <AreaChart {...size} data={withDayLabels(days)} margin={{ ...dayAxisMargin, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            {/* Dates far enough apart to read as two on a phone (390 px). */}
            <XAxis dataKey="day" minTickGap={16} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend content={<ChartLegend />} />
            {shown.map((series) => {
              const colour = chartColour(seriesOrder.indexOf(series));
              return (
                <Area
                  key={series}
                  type="monotone"
                  dataKey={series}
                  name={t(`series.${series}`)}
                  stroke={colour}
                  fill={colour}
                  fillOpacity={0.12}
                  isAnimationActive={false}
                />
              );
            })}
          </AreaChart>
        )}
      </ChartBox>
    </section>
  );
}

const breakdownColumns: readonly ReportingSeries[] = [
  'request_sent',
  'new_accepted',
  'messages_sent',
  'emails_sent',
  'email_opened',
  'new_replied',
  'new_interested',
  'new_leads',
];

function Breakdown({
  rows,
  groupBy,
  onGroupBy,
}: {
  rows: ActivityReport['breakdown'];
  groupBy: Grouping;
  onGroupBy: (grouping: Grouping) => void;
}) {
  const t = useT('reports');
  return (
    <section className="report-card" aria-labelledby="report-breakdown">
      <div className="report-card__head">
        <h2 id="report-breakdown">{t('breakdown.title')}</h2>
        <Select
          label={t('breakdown.groupBy')}
          value={groupBy}
          options={groupings.map((value) => ({ value, label: t(`breakdown.groups.${value}`) }))}
          onChange={(event) => onGroupBy(event.target.value as Grouping)}
        />
      </div>
      {rows.length === 0 ? (
        <p className="report-muted">{t('breakdown.empty')}</p>
      ) : (
        <div className="report-table-wrap">
          <table className="report-table" aria-label={t('breakdown.title')}>
            <thead>
              <tr>
                <th scope="col">{t(`breakdown.groups.${groupBy}`)}</th>
                {breakdownColumns.map((series) => (
                  <th key={series} scope="col">
                    {t(`series.${series}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id ?? row.name}>
                  <th scope="row">{row.name}</th>
                  {breakdownColumns.map((series) => (
                    <td key={series}>{formatCount(row.totals[series])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Reports › Activity: the totals against the previous period, the rates, the days, the breakdown. */
export function ActivityReportView({
  report,
  groupBy,
  onGroupBy,
}: {
  report: ActivityReport;
  groupBy: Grouping;
  onGroupBy: (grouping: Grouping) => void;
}) {
  const t = useT('reports');
  return (
    <>
      <ul className="report-kpis" aria-label={t('kpi.label')}>
        {seriesOrder.map((series) => (
          <KpiCard
            key={series}
            label={t(`series.${series}`)}
            value={report.totals[series]}
            previous={report.previous_totals[series]}
          />
        ))}
      </ul>
      <ul className="report-rates" aria-label={t('rates.label')}>
        {rateNames.map((rate) => (
          <li key={rate} className="report-rate">
            <span className="report-kpi__label">{t(`rates.${rate}`)}</span>
            <span className="report-kpi__value">{formatRate(report.rates[rate])}</span>
          </li>
        ))}
      </ul>
      <DailyChart days={report.days} />
      <Breakdown rows={report.breakdown} groupBy={groupBy} onGroupBy={onGroupBy} />
    </>
  );
}

/** Nothing counted in the period: every total is 0. */
export function isEmptyActivity(report: ActivityReport): boolean {
  return seriesOrder.every((series) => report.totals[series] === 0);
}
