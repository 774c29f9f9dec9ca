import { Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { lastDays, useCreditsChart } from './billing-api';

// recharts is large: it loads with the chart, after the numbers are on screen, and only once the
// card comes near the viewport (a page whose chart is below the fold does not fetch it up front).
const CreditsChart = lazy(() => import('./CreditsChart'));

/** True once the element is within 200 px of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** The last 30 days of credits (balance line, used bars), or the range given. */
export function CreditsChartCard({ range }: { range?: [string, string] }) {
  const t = useT('billing');
  const [start, end] = range ?? lastDays(30);
  const chart = useCreditsChart(start, end);
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} className="billing-card" aria-label={t('credits.chartTitle')}>
      <h3>{t('credits.chartTitle')}</h3>
      {chart.isError ? (
        <p className="billing-muted">{chart.error.message}</p>
      ) : chart.data ? (
        chart.data.days.length === 0 ? (
          <p className="billing-muted">{t('credits.chartEmpty')}</p>
        ) : near ? (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <CreditsChart data={chart.data} />
          </Suspense>
        ) : (
          <Spinner label={t('loading')} />
        )
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}
