import { ChartBox } from '@outreach/design-system';
import { useLabelName, useT } from '@outreach/sdk';
import { Bar, BarChart, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../report-numbers';
import { prospectStatusColours } from '@outreach/core/outreach';
import type { AudienceReport } from '../reports.types';

/** A top-10 list (companies, titles, locations) as a small table. */
function TopList({ id, title, rows }: { id: string; title: string; rows: AudienceReport['by_company'] }) {
  const t = useT('reports');
  return (
    <section className="report-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="report-muted">{t('audience.none')}</p>
      ) : (
        <table className="report-table" aria-label={title}>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.key}</th>
                <td>{formatCount(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Reports › Audience: the prospects by status (§3 colours), label (label colours) and top values. */
export function AudienceReportView({ report }: { report: AudienceReport }) {
  const t = useT('reports');
  const nameOf = useLabelName();
  // A seeded AI label in the page's language, in the chart's axis and the legend alike.
  const byLabel = report.by_label.map((label) => ({ ...label, name: nameOf(label) }));
  const statuses = report.by_status
    .filter((entry) => entry.count > 0)
    .map((entry) => ({ ...entry, name: t(`status.${entry.status}`) }));
  return (
    <>
      <p className="report-total">
        {t('audience.total', { count: report.total, formatted: formatCount(report.total) })}
      </p>
      <div className="report-grid">
        <section className="report-card" aria-labelledby="report-statuses">
          <h2 id="report-statuses">{t('audience.byStatus')}</h2>
          <ChartBox className="report-chart" label={t('audience.byStatus')} height={240}>
            {(size) => (
              <PieChart {...size}>
                <Pie
                  data={statuses}
                  dataKey="count"
                  nameKey="name"
                  innerRadius="55%"
                  outerRadius="85%"
                  isAnimationActive={false}
                >
                  {statuses.map((entry) => (
                    <Cell key={entry.status} fill={prospectStatusColours[entry.status]} />
                  ))}
                </Pie>
                <Tooltip />
              </PieChart>
            )}
          </ChartBox>
          <ul className="report-legend" aria-label={t('audience.byStatus')}>
            {report.by_status.map((entry) => (
              <li key={entry.status} data-status={entry.status}>
                <span className="report-swatch" style={{ background: prospectStatusColours[entry.status] }} />
                {t(`status.${entry.status}`)}: {formatCount(entry.count)}
              </li>
            ))}
          </ul>
        </section>
        <section className="report-card" aria-labelledby="report-labels">
          <h2 id="report-labels">{t('audience.byLabel')}</h2>
          {byLabel.length === 0 ? (
            <p className="report-muted">{t('audience.none')}</p>
          ) : (
            <>
              <ChartBox
                className="report-chart"
                label={t('audience.byLabel')}
                height={Math.max(120, byLabel.length * 32)}
              >
                {(size) => (
                  <BarChart {...size} data={byLabel} layout="vertical" margin={{ left: 16, right: 32 }}>
                    <XAxis type="number" allowDecimals={false} hide />
                    <YAxis type="category" dataKey="name" width={120} />
                    <Tooltip />
                    <Bar dataKey="count" name={t('audience.prospects')} isAnimationActive={false}>
                      {byLabel.map((label) => (
                        <Cell key={label.id} fill={label.color} />
                      ))}
                    </Bar>
                  </BarChart>
                )}
              </ChartBox>
              <ul className="report-legend" aria-label={t('audience.byLabel')}>
                {byLabel.map((label) => (
                  <li key={label.id}>
                    <span className="report-swatch" style={{ background: label.color }} />
                    {label.name}: {formatCount(label.count)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      <div className="report-grid report-grid--three">
        <TopList id="report-companies" title={t('audience.topCompanies')} rows={report.by_company} />
        <TopList id="report-titles" title={t('audience.topTitles')} rows={report.by_title} />
        <TopList id="report-locations" title={t('audience.topLocations')} rows={report.by_location} />
      </div>
    </>
  );
}
