import { useT } from '@outreach/sdk';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { CreditsChart as ChartData } from './billing-api';

/** Before the box is measured (first paint, a box not laid out yet) the chart draws at this width. */
const fallbackWidth = 640;

function ChartBox({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: (width: number) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setWidth(box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="billing-chart" role="img" aria-label={label} style={{ height }}>
      {children(width > 0 ? width : fallbackWidth)}
    </div>
  );
}

/**
 * The credits burn-down (GET /billing/credits_history/chart): the balance at the end of each day
 * as a line, the credits used that day as bars. Loaded lazily: recharts stays out of the
 * remote's first chunk.
 */
export default function CreditsChart({ data }: { data: ChartData }) {
  const t = useT('billing');
  return (
    <ChartBox label={t('credits.chartLabel')} height={240}>
      {(width) => (
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
