import { ChartBox, chartColour, dayAxisMargin, ErrorPanel, Spinner } from '@outreach/design-system';
import { i18n, Link, useT, withDayLabels } from '@outreach/sdk';
import { Area, AreaChart, Tooltip, XAxis } from 'recharts';
import { KpiCard } from '../../reports/components/ActivityReportView';
import { addDays, utcDay } from '../../reports/report-filters';
import { formatCount } from '../../reports/report-numbers';
import type { ActivityReport } from '../../reports/reports.types';
import { formatWorkResume, type ReportingSeries, workPausedUntil } from '@outreach/core/outreach';
import type { SenderForecast } from '../dashboard.types';
import { useDueTasks, useKeyNumbers, useSenderForecast } from '../hooks/useDashboard';
import { relativeTime } from '../relative-time';

/** The numbers a day and a week are judged by. */
const keySeries: readonly ReportingSeries[] = [
  'request_sent',
  'new_accepted',
  'messages_sent',
  'emails_sent',
  'new_replied',
  'new_interested',
];

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function KeyNumbers({ period, from, to }: { period: 'today' | 'week'; from: string; to: string }) {
  const t = useT('dashboard');
  const tr = useT('reports');
  const numbers = useKeyNumbers(from, to);
  const title = t(`myDashboard.${period}`);
  const compare = (change: string | null, previous: string) =>
    change === null
      ? t(`myDashboard.${period}VsNew`, { previous })
      : t(`myDashboard.${period}Vs`, { change, previous });
  return (
    <section className="report-card" aria-labelledby={`dashboard-${period}`}>
      <h2 id={`dashboard-${period}`}>{title}</h2>
      {numbers.isPending ? (
        <Spinner />
      ) : numbers.error ? (
        <ErrorPanel title={t('error')} message={errorText(numbers.error)} onRetry={() => numbers.refetch()} />
      ) : (
        <>
          <ul className="report-kpis" aria-label={title}>
            {keySeries.map((series) => (
              <KpiCard
                key={series}
                label={tr(`series.${series}`)}
                value={numbers.data.totals[series]}
                previous={numbers.data.previous_totals[series]}
                compare={compare}
              />
            ))}
          </ul>
          {period === 'week' ? <WeekChart days={numbers.data.days} /> : null}
        </>
      )}
    </section>
  );
}

/** The week per day: requests, messages and replies, small. */
function WeekChart({ days }: { days: ActivityReport['days'] }) {
  const t = useT('dashboard');
  const tr = useT('reports');
  const series: ReportingSeries[] = ['request_sent', 'messages_sent', 'new_replied'];
  return (
    <ChartBox className="report-chart" label={t('myDashboard.weekChart')} height={140}>
      {(size) => (
        <AreaChart {...size} data={withDayLabels(days)} margin={{ ...dayAxisMargin, bottom: 0 }}>
          <XAxis dataKey="day" />
          <Tooltip />
          {series.map((name, index) => (
            <Area
              key={name}
              type="monotone"
              dataKey={name}
              name={tr(`series.${name}`)}
              stroke={chartColour(index)}
              fill={chartColour(index)}
              fillOpacity={0.15}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      )}
    </ChartBox>
  );
}

function SenderRow({ sender, now }: { sender: SenderForecast; now: Date }) {
  const t = useT('dashboard');
  const planned = sender.hours.reduce(
    (sum, hour) => sum + Object.values(hour.planned).reduce((total, count) => total + (count ?? 0), 0),
    0,
  );
  const health = Math.round(sender.health_score * 100);
  const cooling = sender.cooldown_until !== null && Date.parse(sender.cooldown_until) > now.getTime();
  // The next working moment as the campaign Forecast says it (one function: core formatWorkResume).
  const resumes = workPausedUntil(sender, now.getTime());
  return (
    <li className="dashboard-sender" data-health={health >= 80 ? 'good' : health >= 50 ? 'fair' : 'poor'}>
      <span className="dashboard-sender__name">{sender.name}</span>
      <span className="dashboard-sender__health">{t('senders.health', { score: health })}</span>
      <span>
        {cooling && sender.cooldown_until
          ? t('senders.cooldown', { time: relativeTime(sender.cooldown_until, now) })
          : t('senders.next', { count: planned, formatted: formatCount(planned) })}
      </span>
      {resumes ? (
        <span className="report-muted">
          {t('senders.pausedUntil', { until: formatWorkResume(resumes, sender.timezone, i18n.language) })}
        </span>
      ) : sender.reasons[0] ? (
        <span className="report-muted">{sender.reasons[0]}</span>
      ) : null}
    </li>
  );
}

function Senders({ now }: { now: Date }) {
  const t = useT('dashboard');
  const forecast = useSenderForecast();
  return (
    <section className="report-card" aria-labelledby="dashboard-senders">
      <h2 id="dashboard-senders">{t('senders.title')}</h2>
      {forecast.isPending ? (
        <Spinner />
      ) : forecast.error ? (
        <ErrorPanel
          title={t('error')}
          message={errorText(forecast.error)}
          onRetry={() => forecast.refetch()}
        />
      ) : forecast.data.senders.length === 0 ? (
        <p className="report-muted">{t('senders.none')}</p>
      ) : (
        <ul className="dashboard-list" aria-label={t('senders.title')}>
          {forecast.data.senders.map((sender) => (
            <SenderRow key={sender.credential_id} sender={sender} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DueTasks({ now }: { now: Date }) {
  const t = useT('dashboard');
  const tasks = useDueTasks();
  return (
    <section className="report-card" aria-labelledby="dashboard-tasks">
      <div className="report-card__head">
        <h2 id="dashboard-tasks">{t('tasks.title')}</h2>
        <Link to="/dashboard/my-tasks">{t('tasks.all')}</Link>
      </div>
      {tasks.isPending ? (
        <Spinner />
      ) : tasks.error ? (
        <p className="report-muted">{errorText(tasks.error)}</p>
      ) : tasks.data.items.length === 0 ? (
        <p className="report-muted">{t('tasks.none')}</p>
      ) : (
        <ul className="dashboard-list" aria-label={t('tasks.title')}>
          {tasks.data.items.map((task) => {
            const overdue = task.due_at !== null && Date.parse(task.due_at) < now.getTime();
            return (
              <li key={task._id} className="dashboard-task" data-overdue={overdue}>
                <span className="dashboard-sender__name">{task.name}</span>
                {task.prospect ? <span>{task.prospect.full_name}</span> : null}
                {task.due_at ? (
                  <span className={overdue ? 'report-error' : 'report-muted'}>
                    {t('tasks.due', { when: relativeTime(task.due_at, now) })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Dashboard › My dashboard (issue 15 item 3): today and this week against the day and week before, senders, tasks due. */
export function MyDashboard() {
  const t = useT('dashboard');
  const now = new Date();
  const today = utcDay(now);
  return (
    <div className="report">
      <p className="dashboard-actions">
        {/* My Campaigns opens its campaign kinds at once under ?new=1 (issue 26 item 1). */}
        <Link to="/campaigns/my-campaigns?new=1">{t('newCampaign')}</Link>
      </p>
      <div className="report-grid">
        <KeyNumbers period="today" from={today} to={today} />
        <KeyNumbers period="week" from={addDays(today, -6)} to={today} />
      </div>
      <div className="report-grid">
        <Senders now={now} />
        <DueTasks now={now} />
      </div>
    </div>
  );
}
