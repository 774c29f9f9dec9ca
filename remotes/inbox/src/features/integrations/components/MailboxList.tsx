import {
  Badge,
  Button,
  ConfirmDialog,
  Input,
  Modal,
  Select,
  showSnackbar,
  TableHead,
} from '@outreach/design-system';
import { ApiError, Link, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import {
  type FollowUpsWithoutReplies,
  isOAuthMailboxProvider,
  useDisconnectMailbox,
  useRemoveMailbox,
  useSendTestEmail,
  useSetFollowUps,
} from '../hooks/useIntegrations';
import type { MailboxJson } from '../integrations.types';

const errorText = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

function SendTestModal({ mailbox, onClose }: { mailbox: MailboxJson; onClose: () => void }) {
  const t = useT('integrations');
  const send = useSendTestEmail();
  const [receiver, setReceiver] = useState(mailbox.email ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      {
        integrationId: mailbox._id,
        receiver: receiver.trim(),
      },
      {
        onSuccess: () => {
          showSnackbar({ type: 'success', text: t('test.sent', { receiver: receiver.trim() }) });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('test.title')}
      width={500}
      footer={
        <Button type="submit" form="mailbox-test-form" disabled={send.isPending}>
          {t('test.send')}
        </Button>
      }
    >
      <form id="mailbox-test-form" className="integrations-form" onSubmit={submit} noValidate>
        <Input
          label={t('test.receiver')}
          type="email"
          value={receiver}
          onChange={(event) => setReceiver(event.target.value)}
          error={send.isError ? errorText(send.error).replace(/^receiver: /, '') : undefined}
        />
      </form>
    </Modal>
  );
}

/**
 * The mailbox's live state (issue 26 item 11): Connected only while nothing fails; a connected
 * mailbox whose server fails says which one.
 */
function StatusBadge({ mailbox }: { mailbox: MailboxJson }) {
  const t = useT('integrations');
  if (mailbox.status === 'connected' && mailbox.last_error) {
    const key = mailbox.last_error_from === 'imap' ? 'state.readingFails' : 'state.sendingFails';
    return <Badge tone="danger">{t(key)}</Badge>;
  }
  return (
    <Badge tone={mailbox.status === 'connected' ? 'primary' : 'neutral'}>
      {t(`status.${mailbox.status}`)}
    </Badge>
  );
}

/**
 * A connected mailbox without IMAP reads no replies (issue 26 item 8): it says so plainly, and its
 * user chooses what the follow-ups do (the engine obeys: stop holds each prospect after its first email).
 */
function RepliesNotRead({ mailbox }: { mailbox: MailboxJson }) {
  const t = useT('integrations');
  const setFollowUps = useSetFollowUps();
  return (
    <div className="integrations-replies" role="note" aria-label={t('replies.notRead')}>
      <Badge tone="danger">{t('replies.notRead')}</Badge>
      <p>{t('replies.explain')}</p>
      <Select
        label={t('replies.followUps')}
        value={mailbox.follow_ups_without_replies}
        disabled={setFollowUps.isPending}
        options={[
          { value: 'stop', label: t('replies.stop') },
          { value: 'send', label: t('replies.send') },
        ]}
        onChange={(event) =>
          setFollowUps.mutate(
            { mailbox, choice: event.target.value as FollowUpsWithoutReplies },
            {
              onSuccess: () => showSnackbar({ type: 'success', text: t('replies.saved') }),
              onError: (error) => showSnackbar({ type: 'error', text: errorText(error) }),
            },
          )
        }
      />
    </div>
  );
}

/** Remove, after a question: any mailbox, set up or not; it frees its place in the plan (issue 26 item 9). */
function RemoveMailbox({ mailbox }: { mailbox: MailboxJson }) {
  const t = useT('integrations');
  const remove = useRemoveMailbox();
  const [asking, setAsking] = useState(false);
  const name = mailbox.email ?? t('mailboxes.notSet');
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
        {t('mailboxes.remove')}
      </Button>
      {asking ? (
        <ConfirmDialog
          onClose={() => setAsking(false)}
          title={t('remove.title')}
          width={500}
          cancelLabel={t('form.cancel')}
          confirmLabel={t('mailboxes.remove')}
          confirm={{
            variant: 'danger',
            disabled: remove.isPending,
            onClick: () =>
              remove.mutate(mailbox, {
                onSuccess: () => {
                  setAsking(false);
                  showSnackbar({ type: 'success', text: t('remove.done') });
                },
                onError: (error) => showSnackbar({ type: 'error', text: errorText(error) }),
              }),
          }}
        >
          <p>{t('remove.question', { name })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

export interface MailboxListProps {
  mailboxes: readonly MailboxJson[];
  /** SMTP: its settings form; Google and Microsoft: their sign-in again. */
  onEdit: (mailbox: MailboxJson) => void;
}

/** The credential's mailboxes: live state, last error, replies, edit settings, test send, disconnect, remove. */
export function MailboxList({ mailboxes, onEdit }: MailboxListProps) {
  const t = useT('integrations');
  const disconnect = useDisconnectMailbox();
  const [testing, setTesting] = useState<MailboxJson | null>(null);
  if (mailboxes.length === 0) return <p>{t('mailboxes.empty')}</p>;
  return (
    <>
      <table className="integrations-table" aria-label={t('mailboxes.title')}>
        <TableHead
          columns={['mailboxes.email', 'mailboxes.status', 'mailboxes.lastError', 'mailboxes.actions']}
          label={t}
        />
        <tbody>
          {mailboxes.map((mailbox) => (
            <tr key={mailbox._id}>
              <td>{mailbox.email ?? t('mailboxes.notSet')}</td>
              <td>
                <StatusBadge mailbox={mailbox} />
                {mailbox.status === 'connected' && !mailbox.reads_replies ? (
                  <RepliesNotRead mailbox={mailbox} />
                ) : null}
              </td>
              <td>{mailbox.last_error ?? ''}</td>
              <td>
                <div className="integrations-actions">
                  <Button size="sm" variant="secondary" onClick={() => onEdit(mailbox)}>
                    {isOAuthMailboxProvider(mailbox.type)
                      ? t('mailboxes.signInAgain')
                      : t('mailboxes.reconnect')}
                  </Button>
                  {mailbox.status === 'connected' ? (
                    <>
                      <Button size="sm" variant="secondary" onClick={() => setTesting(mailbox)}>
                        {t('mailboxes.sendTest')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={disconnect.isPending}
                        onClick={() =>
                          disconnect.mutate(mailbox, {
                            onSuccess: () =>
                              showSnackbar({ type: 'success', text: t('mailboxes.disconnected') }),
                            onError: (error) => showSnackbar({ type: 'error', text: errorText(error) }),
                          })
                        }
                      >
                        {t('mailboxes.disconnect')}
                      </Button>
                    </>
                  ) : null}
                  {mailbox.email ? (
                    // The DNS check of its domain: the AI email service's provider page (issue 29).
                    <Link
                      to={`/mailboxes/${mailbox.type}/${mailbox._id}`}
                      aria-label={t('mailboxes.dnsCheckOf', { email: mailbox.email })}
                    >
                      {t('mailboxes.dnsCheck')}
                    </Link>
                  ) : null}
                  <RemoveMailbox mailbox={mailbox} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {testing ? <SendTestModal mailbox={testing} onClose={() => setTesting(null)} /> : null}
    </>
  );
}
