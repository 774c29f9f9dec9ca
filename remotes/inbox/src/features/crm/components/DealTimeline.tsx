import { Spinner } from '@outreach/design-system';
import type { ApiSchema } from '@outreach/core/contract';
import { formatDateTime, useT } from '@outreach/sdk';
import { useDealTimeline } from '../hooks/useCrm';

type TimelineEntry = ApiSchema<'CrmDealTimelineEntry'>;

const when = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const t = useT('inbox');
  return (
    <li className="crm-timeline__item" data-kind={entry.kind}>
      <strong>
        {entry.event_name
          ? t('crmBoard.meetingBookedNamed', { name: entry.event_name })
          : t('crmBoard.meetingBooked')}
      </strong>{' '}
      <time dateTime={entry.at}>{when(entry.at)}</time>
      {entry.start_time ? (
        <div className="crm-timeline__detail">
          {t('crmBoard.meetingStarts', { time: when(entry.start_time) })}
        </div>
      ) : null}
    </li>
  );
}

/** A deal's timeline (issue 28): its prospect's booked meetings, newest first. */
export function DealTimeline({ dealId }: { dealId: string }) {
  const t = useT('inbox');
  const timeline = useDealTimeline(dealId);
  return (
    <section className="crm-timeline" aria-label={t('crmBoard.timeline')}>
      <h3>{t('crmBoard.timeline')}</h3>
      {timeline.isPending ? (
        <Spinner />
      ) : timeline.error ? (
        <p role="alert">{t('crmBoard.timelineError')}</p>
      ) : timeline.data.length === 0 ? (
        <p className="crm-timeline__empty">{t('crmBoard.timelineEmpty')}</p>
      ) : (
        <ol className="crm-timeline__list">
          {timeline.data.map((entry) => (
            <TimelineItem key={entry._id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
