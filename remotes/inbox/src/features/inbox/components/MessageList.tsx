import { Badge, Button, EmptyState } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { CallCard } from '@outreach/sdk/call-card';

/** Kinds the chat sets apart (spec outreach: an auto-reply or a bounce is not a real reply). */
const specialKinds = new Set(['out_of_office', 'bounce']);

/**
 * Where an answer of ours is: queued for the account's worker, sent, or not sent. It changes live
 * (useMessageStatusLive), so "Queued" never stays until a reload.
 */
function DeliveryStatus({ status }: { status: ApiSchema<'InboxMessage'>['status'] }) {
  const t = useT('inbox');
  return (
    <span className={`inbox-message__status inbox-message__status--${status}`}>
      {t(`inbox.chat.${status}`)}
    </span>
  );
}

export function MessageList({
  messages,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  locale,
}: {
  messages: ApiSchema<'InboxMessage'>[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  locale: string;
}) {
  const t = useT('inbox');
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      {hasEarlier ? (
        <div className="inbox-more">
          <Button variant="ghost" size="sm" loading={loadingEarlier} onClick={onLoadEarlier}>
            {t('inbox.chat.loadEarlier')}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <EmptyState title={t('inbox.chat.noMessages')} />
      ) : (
        <ol className="inbox-messages" aria-label={t('inbox.chat.messages')}>
          {messages.map((message) => {
            const special = specialKinds.has(message.kind) ? message.kind : null;
            return (
              <li
                key={message._id}
                data-direction={message.direction}
                data-kind={message.kind}
                className={[
                  'inbox-message',
                  `inbox-message--${message.direction}`,
                  special ? `inbox-message--${special}` : '',
                ].join(' ')}
              >
                <div className="inbox-message__meta">
                  <Badge tone="neutral">{t(`inbox.chat.channels.${message.channel}`)}</Badge>
                  {special === 'out_of_office' ? (
                    <Badge tone="neutral">{t('inbox.chat.outOfOffice')}</Badge>
                  ) : null}
                  {special === 'bounce' ? <Badge tone="danger">{t('inbox.chat.bounce')}</Badge> : null}
                  <time dateTime={message.sent_at}>{time.format(new Date(message.sent_at))}</time>
                  {message.direction === 'out' ? <DeliveryStatus status={message.status} /> : null}
                </div>
                {message.channel === 'email' && message.subject ? (
                  <p className="inbox-message__subject">{message.subject}</p>
                ) : null}
                {message.channel === 'call' && message.call ? <CallCard call={message.call} /> : message.text}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
