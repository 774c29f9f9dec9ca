import { Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { lazy, Suspense } from 'react';
import { lastDays, useCreditsChart } from './billing-api';

// recharts is large: it loads with the chart, after the numbers are on screen.
const CreditsChart = lazy(() => import('./CreditsChart'));

/** The last 30 days of credits (balance line, used bars), or the range given. */
export function CreditsChartCard({ range }: { range?: [string, string] }) {
  const t = useT('billing');
  const [start, end] = range ?? lastDays(30);
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
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <CreditsChart data={chart.data} />
          </Suspense>
        )
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}
