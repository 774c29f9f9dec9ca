import { ChartBox } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { CreditsChart as ChartData } from './billing-api';

/**
 * The credits burn-down (GET /billing/credits_history/chart): the balance at the end of each day
 * as a line, the credits used that day as bars. Loaded lazily: recharts stays out of the
 * remote's first chunk.
 */
export default function CreditsChart({ data }: { data: ChartData }) {
  const t = useT('billing');
  return (
    <ChartBox className="billing-chart" label={t('credits.chartLabel')} height={240}>
      {({ width }) => (
        <ComposedChart
          width={width}
          height={240}
          data={data.days}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="used" name={t('credits.used')} fill="#3b82f6" isAnimationActive={false} />
          <Line
            type="monotone"
            dataKey="balance"
            name={t('credits.balance')}
            stroke="var(--ds-primary, #47e671)"
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      )}
    </ChartBox>
  );
}
