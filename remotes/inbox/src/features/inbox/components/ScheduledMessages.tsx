import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';

/** The dialog's replies waiting to be sent (scheduled send), each with its time and Cancel. */
export function ScheduledMessages({
  items,
  locale,
  cancelling,
  error,
  onCancel,
}: {
  items: ApiSchema<'ScheduledMessage'>[];
  locale: string;
  cancelling: string | null;
  error: string | null;
  onCancel: (scheduledId: string) => void;
}) {
  const t = useT('inbox');
  if (items.length === 0 && !error) return null;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="inbox-scheduled" aria-label={t('inbox.scheduled.title')}>
      <h3>{t('inbox.scheduled.title')}</h3>
      <ul>
        {items.map((item) => (
          <li key={item._id}>
            <span className="inbox-scheduled__text">{item.text}</span>
            <span className="inbox-scheduled__when">
              {t('inbox.scheduled.sendsAt', { time: time.format(new Date(item.send_at)) })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              loading={cancelling === item._id}
              aria-label={t('inbox.scheduled.cancelOf', { text: item.text })}
              onClick={() => onCancel(item._id)}
            >
              {t('inbox.scheduled.cancel')}
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="ds-field__error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
