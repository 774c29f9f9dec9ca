import { ChartBox, chartColour, TableHead, ChartLegend } from '@outreach/design-system';
import { formatWorkResume } from '@outreach/core/outreach';
import { formatDateTime, i18n, useT, type TranslationKey } from '@outreach/sdk';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { type ForecastReason, type SenderForecast, totalsOf } from '../forecast';

/** "14:00" in the sender's time zone (their work hours are theirs), or the viewer's when it has none. */
function hourLabel(iso: string, timeZone: string | null): string {
  return formatDateTime(iso, { hour: '2-digit', minute: '2-digit', timeZone: timeZone ?? undefined });
}

/** "Mon 09:00" in the sender's zone: the dashboard's "Paused until" says it with the same function. */
function whenLabel(iso: string | null, timeZone: string | null): string {
  return iso ? formatWorkResume(iso, timeZone, i18n.language) : '';
}

/**
 * One reason in plain words: the engine's codes and the spec's wait reasons are translated; an
 * unknown code shows the engine's own sentence. A reason that ends says when.
 */
export function useReasonText() {
  const t = useT('campaigns');
  return (reason: ForecastReason, timeZone: string | null) => {
    const kind = reason.action_kind
      ? t(`forecast.kinds.${reason.action_kind}` as TranslationKey<'campaigns'>, {
          defaultValue: reason.action_kind,
        })
      : '';
    const until = whenLabel(reason.until, timeZone);
    const values = { kind, until, count: reason.count ?? undefined, defaultValue: '' };
    const sentence =
      t(`forecast.reasons.${reason.code}` as TranslationKey<'campaigns'>, values) ||
      t(`campaignProspects.waitReason.${reason.code}` as TranslationKey<'campaigns'>, { defaultValue: '' }) ||
      reason.text ||
      reason.code;
    // The sentences that say their own time do not get "(until …)" again.
    return reason.until && !sentence.includes(until)
      ? `${sentence} ${t('forecast.until', { until })}`
      : sentence;
  };
}

/** A reason is told apart from the others by everything it says. */
const reasonKey = (reason: ForecastReason) =>
  [reason.code, reason.action_kind, reason.until, reason.count, reason.text].join('|');

/** What one sender will do in the next 24 hours: a stacked bar per hour, caps and what remains, and why. */
export function SenderForecastCard({ sender, kinds }: { sender: SenderForecast; kinds: readonly string[] }) {
  const t = useT('campaigns');
  const reasonText = useReasonText();
  const totals = totalsOf(sender);
  const planned = Object.entries(totals).filter(([, count]) => count > 0);
  const capKinds = [...new Set([...Object.keys(sender.caps), ...planned.map(([kind]) => kind)])].sort();
  const kindLabel = (kind: string) =>
    t(`forecast.kinds.${kind}` as TranslationKey<'campaigns'>, { defaultValue: kind });
  const data = sender.hours.map((hour) => ({
    label: hourLabel(hour.start, sender.timezone),
    ...hour.counts,
  }));
  const name = sender.name || t('forecast.unnamedSender');
  const titleId = `forecast-${sender.credential_id}`;

  return (
    <section className="campaign-card" aria-labelledby={titleId} data-credential-id={sender.credential_id}>
      <h2 id={titleId}>
        {name}
        {sender.timezone ? <span className="campaign-settings__hint"> · {sender.timezone}</span> : null}
      </h2>
      <p>
        {planned.length === 0
          ? t('forecast.nothingPlanned', { name })
          : t('forecast.willSend', {
              name,
              list: planned
                .map(([kind, count]) => t('forecast.kindCount', { kind: kindLabel(kind), count }))
                .join(', '),
            })}
      </p>
      {sender.reasons.length > 0 ? (
        <ul aria-label={t('forecast.reasonsFor', { name })}>
          {sender.reasons.map((reason) => (
            <li key={reasonKey(reason)}>{reasonText(reason, sender.timezone)}</li>
          ))}
        </ul>
      ) : null}
      {planned.length > 0 ? (
        <ChartBox className="campaign-chart" label={t('forecast.chartFor', { name })} height={240}>
          {(size) => (
            <BarChart {...size} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" interval={2} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend content={<ChartLegend />} />
              {kinds
                .filter((kind) => (totals[kind] ?? 0) > 0)
                .map((kind) => (
                  <Bar
                    key={kind}
                    dataKey={kind}
                    stackId="hour"
                    name={kindLabel(kind)}
                    fill={chartColour(kinds.indexOf(kind))}
                    isAnimationActive={false}
                  />
                ))}
            </BarChart>
          )}
        </ChartBox>
      ) : null}
      {capKinds.length > 0 ? (
        <table className="campaign-table">
          <caption className="campaign-settings__hint">{t('forecast.capsCaption')}</caption>
          <TableHead
            columns={['forecast.action', 'forecast.planned', 'forecast.cap', 'forecast.remaining']}
            label={t}
            scope="col"
          />
          <tbody>
            {capKinds.map((kind) => (
              <tr key={kind}>
                <th scope="row">{kindLabel(kind)}</th>
                <td>{totals[kind] ?? 0}</td>
                <td>{sender.caps[kind] ?? '—'}</td>
                <td>{sender.remaining[kind] ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
