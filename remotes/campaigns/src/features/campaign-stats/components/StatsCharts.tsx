import { ChartBox, chartColour, Checkbox, ChartLegend, dayAxisMargin } from '@outreach/design-system';
import { useT, withDayLabels } from '@outreach/sdk';
import { type CSSProperties, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import {
  type CampaignRates,
  defaultChartSeries,
  type FunnelStage,
  type ReportingSeries,
  reportingSeries,
  type StepProgressBar,
} from '../stats-model';
import { ensureCampaignStatsStyles } from '../campaign-stats.styles';

ensureCampaignStatsStyles();

/** The per-day series of GET /workflows/{id}/rates as lines; the user picks the series. */
export function DailyChart({ rates }: { rates: CampaignRates }) {
  const t = useT('campaigns');
  const [shown, setShown] = useState<ReportingSeries[]>([...defaultChartSeries]);
  const toggle = (series: ReportingSeries, on: boolean) =>
    setShown((current) =>
      on
        ? reportingSeries.filter((s) => s === series || current.includes(s))
        : current.filter((s) => s !== series),
    );
  return (
    <section className="campaign-card" aria-labelledby="campaign-stats-daily">
      <h2 id="campaign-stats-daily">{t('campaignStats.perDay')}</h2>
      <div className="campaign-row">
        {reportingSeries.map((series) => (
          <Checkbox
            key={series}
            label={t(`campaignStats.series.${series}`)}
            checked={shown.includes(series)}
            onChange={(event) => toggle(series, event.target.checked)}
          />
        ))}
      </div>
      <ChartBox className="campaign-chart" label={t('campaignStats.perDayChart')} height={280}>
        {(size) => (
          <LineChart {...size} data={withDayLabels(rates.days)} margin={{ ...dayAxisMargin, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend content={<ChartLegend />} />
            {shown.map((series) => (
              <Line
                key={series}
                type="monotone"
                dataKey={series}
                name={t(`campaignStats.series.${series}`)}
                stroke={chartColour(reportingSeries.indexOf(series))}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ChartBox>
    </section>
  );
}

/** Contacted → connected → replied, as bars with the share of the contacted. */
export function FunnelChart({ stages }: { stages: FunnelStage[] }) {
  const t = useT('campaigns');
  const data = stages.map((stage) => ({ ...stage, label: t(`campaignStats.funnel.${stage.stage}`) }));
  return (
    <section className="campaign-card" aria-labelledby="campaign-stats-funnel">
      <h2 id="campaign-stats-funnel">{t('campaignStats.funnelTitle')}</h2>
      <ChartBox className="campaign-chart" label={t('campaignStats.funnelTitle')} height={180}>
        {(size) => (
          <BarChart
            {...size}
            data={data}
            layout="vertical"
            margin={{ top: 8, right: 48, bottom: 8, left: 16 }}
          >
            <XAxis type="number" allowDecimals={false} hide />
            <YAxis type="category" dataKey="label" width={110} />
            <Tooltip />
            <Bar
              dataKey="count"
              name={t('campaignStats.prospects')}
              isAnimationActive={false}
              label={{ position: 'right' }}
            >
              {data.map((entry, index) => (
                <Cell key={entry.stage} fill={chartColour(index)} />
              ))}
            </Bar>
          </BarChart>
        )}
      </ChartBox>
      <ul className="campaign-funnel-legend" aria-label={t('campaignStats.funnelTitle')}>
        {data.map((entry, index) => (
          <li key={entry.stage} style={{ '--campaign-funnel-colour': chartColour(index) } as CSSProperties}>
            {t('campaignStats.funnelStage', {
              label: entry.label,
              count: entry.count,
              percent: entry.percent,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** GET /workflows/{id}/progress: per step, completed and waiting, stacked. */
export function StepProgressChart({ bars }: { bars: StepProgressBar[] }) {
  const t = useT('campaigns');
  return (
    <section className="campaign-card" aria-labelledby="campaign-stats-steps">
      <h2 id="campaign-stats-steps">{t('campaignStats.stepProgress')}</h2>
      {bars.length === 0 ? (
        <p className="campaign-settings__hint">{t('campaignStats.noSteps')}</p>
      ) : (
        <ChartBox className="campaign-chart" label={t('campaignStats.stepProgress')} height={240}>
          {(size) => (
            <BarChart {...size} data={bars} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend content={<ChartLegend />} />
              <Bar
                dataKey="completed"
                stackId="step"
                name={t('campaignStats.completed')}
                fill={chartColour(0)}
                isAnimationActive={false}
              />
              <Bar
                dataKey="waiting"
                stackId="step"
                name={t('campaignStats.waiting')}
                fill={chartColour(1)}
                isAnimationActive={false}
              />
            </BarChart>
          )}
        </ChartBox>
      )}
    </section>
  );
}

/** The page's charts, in one module so recharts loads only with them (React.lazy in the page). */
export default function StatsCharts({
  rates,
  funnel,
  bars,
}: {
  rates: CampaignRates | undefined;
  funnel: FunnelStage[] | undefined;
  bars: StepProgressBar[] | undefined;
}) {
  return (
    <>
      {rates ? <DailyChart rates={rates} /> : null}
      {funnel ? <FunnelChart stages={funnel} /> : null}
      {bars ? <StepProgressChart bars={bars} /> : null}
    </>
  );
}
