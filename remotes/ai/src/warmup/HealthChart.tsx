import { ChartBox, chartColour, dayAxisMargin } from '@outreach/design-system';
import { useT, withDayLabels } from '@outreach/sdk';
import { Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { MailboxWarmup } from './warmup-api';

/**
 * The health score (inbox placement over the 14 days to each day, 0 to 100) of the last 14 days as
 * a line, in the design system's chart box as the reports draw theirs. Days before anything was
 * delivered have no score: the line skips them.
 */
export function HealthChart({ warmup }: { warmup: Pick<MailboxWarmup, 'history'> }) {
  const t = useT('ai');
  const days = withDayLabels(warmup.history.map((day) => ({ date: day.day, health: day.health_score })));
  return (
    <>
      <ChartBox label={t('mailboxes.warmUp.health.chart')} height={220} className="ai-mail__chart">
        {({ width, height }) => (
          <LineChart width={width} height={height} data={days} margin={{ ...dayAxisMargin, left: 0 }}>
            <XAxis dataKey="day" />
            <YAxis domain={[0, 100]} allowDecimals={false} />
            <Tooltip />
            <Line
              dataKey="health"
              name={t('mailboxes.warmUp.healthScore')}
              stroke={chartColour(0)}
              connectNulls
              dot
            />
          </LineChart>
        )}
      </ChartBox>
      {days.every((day) => day.health === null) ? (
        <p className="ai-mail__muted">{t('mailboxes.warmUp.health.none')}</p>
      ) : null}
    </>
  );
}
