import { ChartBox } from '@outreach/design-system';
import { formatDay, useT } from '@outreach/sdk';
import type { CreditsChart as ChartData } from './billing-api';

const height = 240;
const margin = { top: 8, right: 16, bottom: 48, left: 48 };
const usedColour = '#3b82f6';
const balanceColour = 'var(--ds-primary, #47e671)';

/** A round top for the y axis and its step (1, 2 or 5 times a power of ten), about 4 steps high. */
export function yScale(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 4, step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power);
  return { top: Math.ceil(max / step) * step, step };
}

/**
 * The credits burn-down (GET /billing/credits_history/chart): the balance at the end of each day
 * as a line, the credits used that day as bars; a day's numbers show on hover (its <title>).
 * Drawn as plain SVG (issue 25): a chart library would be most of the billing page's JavaScript
 * for two series on one axis.
 */
export default function CreditsChart({ data }: { data: ChartData }) {
  const t = useT('billing');
  const labels = { used: t('credits.used'), balance: t('credits.balance') };
  const days = data.days;
  return (
    <ChartBox className="billing-chart" label={t('credits.chartLabel')} height={height}>
      {({ width }) => {
        const plotW = Math.max(1, width - margin.left - margin.right);
        const plotH = height - margin.top - margin.bottom;
        const { top, step } = yScale(Math.max(0, ...days.map((day) => Math.max(day.used, day.balance))));
        const band = plotW / Math.max(1, days.length);
        const x = (index: number) => margin.left + band * index + band / 2;
        const y = (value: number) => margin.top + plotH - (value / top) * plotH;
        const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
        const every = Math.max(1, Math.ceil((days.length * 44) / plotW));
        const line = days
          .map((day, index) => `${x(index).toFixed(1)},${y(day.balance).toFixed(1)}`)
          .join(' ');
        const legendGap = 14 + labels.used.length * 7 + 20;
        return (
          <svg width={width} height={height} aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={margin.left}
                  x2={margin.left + plotW}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="#ccc"
                  strokeDasharray="3 3"
                />
                <text
                  x={margin.left - 6}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                  fontSize={12}
                >
                  {tick}
                </text>
              </g>
            ))}
            {days.map((day, index) => (
              <g key={day.date}>
                <rect
                  x={x(index) - band * 0.35}
                  y={y(day.used)}
                  width={band * 0.7}
                  height={Math.max(0, margin.top + plotH - y(day.used))}
                  fill={usedColour}
                />
                {index % every === 0 ? (
                  <text x={x(index)} y={margin.top + plotH + 16} textAnchor="middle" fontSize={12}>
                    {formatDay(day.date)}
                  </text>
                ) : null}
                <rect x={x(index) - band / 2} y={margin.top} width={band} height={plotH} fill="transparent">
                  <title>{`${formatDay(day.date, { dateStyle: 'medium' })}: ${labels.balance} ${day.balance}, ${labels.used} ${day.used}`}</title>
                </rect>
              </g>
            ))}
            <polyline points={line} fill="none" stroke={balanceColour} strokeWidth={2} pointerEvents="none" />
            <g fontSize={12} transform={`translate(${margin.left}, ${height - 10})`}>
              <rect width={10} height={10} y={-9} fill={usedColour} />
              <text x={14}>{labels.used}</text>
              <rect width={10} height={3} x={legendGap} y={-5} fill={balanceColour} />
              <text x={legendGap + 14}>{labels.balance}</text>
            </g>
          </svg>
        );
      }}
    </ChartBox>
  );
}
