import { ChartBox, chartColour, TableHead } from '@outreach/design-system';
import { type TranslationKey, useT } from '@outreach/sdk';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatRate } from '../report-numbers';
import type { InsightReport } from '../reports.types';

/** A step's action or a channel in words, the raw name when we have none for it. */
function useNamed() {
  const t = useT('reports');
  return (group: 'actions' | 'channels', name: string) =>
    t(`insight.${group}.${name}` as TranslationKey<'reports'>, { defaultValue: name });
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
          <div className="report-table-wrap">
            <table className="report-table" aria-label={t('insight.steps')}>
              <TableHead
                columns={[
                  'insight.columns.campaign',
                  'insight.columns.step',
                  'insight.columns.sent',
                  'insight.columns.opened',
                  'insight.columns.replied',
                  'insight.columns.replyRate',
                ]}
                label={t}
                scope="col"
              />
              <tbody>
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
                    <td>{formatCount(step.sent)}</td>
                    <td>{formatCount(step.opened)}</td>
                    <td>{formatCount(step.replied)}</td>
                    <td>{formatRate(step.reply_rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <div className="report-grid">
        <SendHoursChart hours={report.hours} />
        <section className="report-card" aria-labelledby="report-channels">
          <h2 id="report-channels">{t('insight.channelsTitle')}</h2>
          <table className="report-table" aria-label={t('insight.channelsTitle')}>
            <TableHead
              columns={[
                'insight.columns.channel',
                'insight.columns.sent',
                'insight.columns.replied',
                'insight.columns.replyRate',
              ]}
              label={t}
              scope="col"
            />
            <tbody>
              {report.channels.map((channel) => (
                <tr key={channel.channel}>
                  <th scope="row">{named('channels', channel.channel)}</th>
                  <td>{formatCount(channel.sent)}</td>
                  <td>{formatCount(channel.replied)}</td>
                  <td>{formatRate(channel.reply_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      {report.variants.length > 0 ? (
        <section className="report-card" aria-labelledby="report-variants">
          <h2 id="report-variants">{t('insight.variants')}</h2>
          <table className="report-table" aria-label={t('insight.variants')}>
            <TableHead
              columns={[
                'insight.columns.campaign',
                'insight.columns.variant',
                'insight.columns.sent',
                'insight.columns.opened',
                'insight.columns.replied',
                'insight.columns.replyRate',
              ]}
              label={t}
              scope="col"
            />
            <tbody>
              {report.variants.map((variant) => (
                <tr key={`${variant.workflow_id}-${variant.step_id}-${variant.variant}`}>
                  <td>{variant.workflow_name}</td>
                  <td>{variant.variant}</td>
                  <td>{formatCount(variant.sent)}</td>
                  <td>{formatCount(variant.opened)}</td>
                  <td>{formatCount(variant.replied)}</td>
                  <td>{formatRate(variant.reply_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
            <Legend />
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
