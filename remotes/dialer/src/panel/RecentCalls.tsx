import { i18n, formatDateTime, useT } from '@outreach/sdk';
import { useCallDuration } from '@outreach/sdk/call-card';
import type { CallEntry } from '../calls/dialer-api';

/** §9 relative dates: now, minutes, hours, days, weeks, months, else the date and time. */
function when(startDate: string, justNow: string, now = Date.now()): string {
  const seconds = Math.round((now - new Date(startDate).getTime()) / 1000);
  if (Number.isNaN(seconds)) return startDate;
  if (seconds < 60) return justNow;
  const relative = new Intl.RelativeTimeFormat(i18n.language || 'en', { numeric: 'auto' });
  const steps: [number, Intl.RelativeTimeFormatUnit][] = [
    [3600, 'minute'],
    [86_400, 'hour'],
    [604_800, 'day'],
    [2_592_000, 'week'],
    [31_536_000, 'month'],
  ];
  const sizes: Record<string, number> = {
    minute: 60,
    hour: 3600,
    day: 86_400,
    week: 604_800,
    month: 2_592_000,
  };
  for (const [limit, unit] of steps) {
    if (seconds < limit) return relative.format(-Math.floor(seconds / (sizes[unit] ?? 1)), unit);
  }
  return formatDateTime(startDate, { dateStyle: 'short', timeStyle: 'short' });
}

/** The main state's recent calls, newest first; a click puts the number back in the dial input. */
export function RecentCalls({
  calls,
  onPick,
}: {
  calls: readonly CallEntry[];
  onPick: (number: string) => void;
}) {
  const t = useT('dialer');
  const duration = useCallDuration();
  return (
    <section aria-label={t('panel.recent')}>
      <h3 className="dialer-panel__note">{t('panel.recent')}</h3>
      {calls.length === 0 ? (
        <p className="dialer-panel__note">{t('panel.noRecent')}</p>
      ) : (
        <ul className="dialer-recent">
          {calls.map((call) => {
            return (
              <li key={call.id}>
                <button type="button" onClick={() => onPick(call.prospect_phone_number)}>
                  <span>
                    {call.profile?.full_name ?? call.prospect_phone_number}
                    <br />
                    <small>
                      {t(`panel.direction.${call.direction}`)} · {t(`panel.result.${call.result}`)} ·{' '}
                      {duration(call.duration)}
                    </small>
                  </span>
                  <small>{when(call.start_date, t('panel.justNow'))}</small>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
