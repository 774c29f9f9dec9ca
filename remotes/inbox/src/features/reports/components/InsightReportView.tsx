import { ChartBox, chartColour, ChartLegend } from '@outreach/design-system';
import { type TranslationKey, useT } from '@outreach/sdk';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatRate } from '../report-numbers';
import type { InsightReport } from '../reports.types';
import { ListTable } from '../../shared/ListTable';

/** A step's action or a channel in words, the raw name when we have none for it. */
function useNamed() {
  const t = useT('reports');
  return (group: 'actions' | 'channels', name: string) =>
    t(`insight.${group}.${name}` as TranslationKey<'reports'>, { defaultValue: name });
}

/** The counts of a step or a variant, with the reply rate: the last columns of both tables. */
const countColumns = [
  'insight.columns.sent',
  'insight.columns.opened',
  'insight.columns.replied',
  'insight.columns.replyRate',
] as const;

function CountCells({
  counts,
}: {
  counts: InsightReport['steps'][number] | InsightReport['variants'][number];
}) {
  return (
    <>
      <td>{formatCount(counts.sent)}</td>
      <td>{formatCount(counts.opened)}</td>
      <td>{formatCount(counts.replied)}</td>
      <td>{formatRate(counts.reply_rate)}</td>
    </>
  );
}

/** Reports › Insight: best steps, send hours, reply rate by channel, A/B variants. */
export function InsightReportView({ report }: { report: InsightReport }) {
  const t = useT('reports');
  const named = useNamed();
  return (
    <>
      <section className="report-card" aria-labelledby="report-steps">
        <h2 id="report-steps">{t('insight.steps')}</h2>
        {report.steps.length === 0 ? (
          <p className="report-muted">{t('insight.noSteps')}</p>
        ) : (
          <ListTable
            className="report-table"
            label={t('insight.steps')}
            columns={['insight.columns.campaign', 'insight.columns.step', ...countColumns]}
            t={t}
          >
            {report.steps.map((step) => (
              <tr key={`${step.workflow_id}-${step.step_id ?? step.action}`}>
                <td>{step.workflow_name}</td>
                <td>
                  {step.position === null
                    ? named('actions', step.action)
                    : t('insight.stepName', {
                        position: step.position,
                        action: named('actions', step.action),
                      })}
                </td>
                <CountCells counts={step} />
              </tr>
            ))}
          </ListTable>
        )}
      </section>
      <div className="report-grid">
        <SendHoursChart hours={report.hours} />
        <section className="report-card" aria-labelledby="report-channels">
          <h2 id="report-channels">{t('insight.channelsTitle')}</h2>
          <ListTable
            className="report-table"
            label={t('insight.channelsTitle')}
            columns={[
              'insight.columns.channel',
              'insight.columns.sent',
              'insight.columns.replied',
              'insight.columns.replyRate',
            ]}
            t={t}
            wrap={false}
          >
            {report.channels.map((channel) => (
              <tr key={channel.channel}>
                <th scope="row">{named('channels', channel.channel)}</th>
                <td>{formatCount(channel.sent)}</td>
                <td>{formatCount(channel.replied)}</td>
                <td>{formatRate(channel.reply_rate)}</td>
              </tr>
            ))}
          </ListTable>
        </section>
      </div>
      {report.variants.length > 0 ? (
        <section className="report-card" aria-labelledby="report-variants">
          <h2 id="report-variants">{t('insight.variants')}</h2>
          <ListTable
            className="report-table"
            label={t('insight.variants')}
            columns={['insight.columns.campaign', 'insight.columns.variant', ...countColumns]}
            t={t}
            wrap={false}
          >
            {report.variants.map((variant) => (
              <tr key={`${variant.workflow_id}-${variant.step_id}-${variant.variant}`}>
                <td>{variant.workflow_name}</td>
                <td>{variant.variant}</td>
                <CountCells counts={variant} />
              </tr>
            ))}
          </ListTable>
        </section>
      ) : null}
    </>
  );
}

/** Sent and replied by hour of the day. */
function SendHoursChart({ hours }: { hours: InsightReport['hours'] }) {
  const t = useT('reports');
  return (
    <section className="report-card" aria-labelledby="report-hours">
      <h2 id="report-hours">{t('insight.hours')}</h2>
      <ChartBox className="report-chart" label={t('insight.hours')} height={240}>
        {(size) => (
          <BarChart {...size} data={hours} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="hour" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend content={<ChartLegend />} />
            <Bar
              dataKey="sent"
              name={t('insight.columns.sent')}
              fill={chartColour(0)}
              isAnimationActive={false}
            />
            <Bar
              dataKey="replied"
              name={t('insight.columns.replied')}
              fill={chartColour(1)}
              isAnimationActive={false}
            />
          </BarChart>
        )}
      </ChartBox>
    </section>
  );
}
