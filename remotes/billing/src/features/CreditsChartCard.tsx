import { Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { CREDITS_CHART_DAYS } from '@outreach/sdk/page-data';
import { lastDays, useCreditsChart } from './billing-api';
import CreditsChart from './CreditsChart';

/**
 * The last 30 days of credits (balance line, used bars), or the range given. The chart is plain
 * SVG, part of the page's own chunk (issue 25): the data for the default range is started by the
 * shell with the page (sdk page-data.ts).
 */
export function CreditsChartCard({ range }: { range?: [string, string] }) {
  const t = useT('billing');
  const [start, end] = range ?? lastDays(CREDITS_CHART_DAYS);
  const chart = useCreditsChart(start, end);
  return (
    <section className="billing-card" aria-label={t('credits.chartTitle')}>
      <h3>{t('credits.chartTitle')}</h3>
      {chart.isError ? (
        <p className="billing-muted">{chart.error.message}</p>
      ) : chart.data ? (
        chart.data.days.length === 0 ? (
          <p className="billing-muted">{t('credits.chartEmpty')}</p>
        ) : (
          <CreditsChart data={chart.data} />
        )
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}
