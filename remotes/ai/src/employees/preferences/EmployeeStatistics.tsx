import {
  ChartBox,
  ChartLegend,
  chartColour,
  dayAxisMargin,
  ErrorPanel,
  Spinner,
} from '@outreach/design-system';
import { useT, withDayLabels } from '@outreach/sdk';
import { Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useStatistics } from '../employees-api';
import { statisticSeries, sumSeries } from './statistics-series';

/** GET /employees/statistics for the employees listed: totals, and a line per series over 30 days. */
export default function EmployeeStatistics({ ids }: { ids: string[] }) {
  const t = useT('aiEmployees');
  const statistics = useStatistics(ids);
  if (statistics.isPending) return <Spinner />;
  if (statistics.isError)
    return <ErrorPanel message={statistics.error.message} onRetry={() => void statistics.refetch()} />;
  const days = withDayLabels(sumSeries(statistics.data));
  return (
    <section aria-label={t('statistics.title')}>
      <h3>{t('statistics.title')}</h3>
      <dl className="ai-employees__totals">
        {statisticSeries.map((series) => (
          <div key={series}>
            <dt>{t(`statistics.${series}`)}</dt>
            <dd data-testid={`total-${series}`}>{days.reduce((sum, day) => sum + day[series], 0)}</dd>
          </div>
        ))}
      </dl>
      <ChartBox label={t('statistics.chart')} height={240}>
        {({ width, height }) => (
          <LineChart width={width} height={height} data={days} margin={{ ...dayAxisMargin, left: 0 }}>
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend content={<ChartLegend />} />
            {statisticSeries.map((series, index) => (
              <Line
                key={series}
                dataKey={series}
                name={t(`statistics.${series}`)}
                stroke={chartColour(index)}
                dot={false}
              />
            ))}
          </LineChart>
        )}
      </ChartBox>
    </section>
  );
}
