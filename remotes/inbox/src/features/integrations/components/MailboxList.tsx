import { Badge, Button, Input, Modal, showSnackbar, TableHead } from '@outreach/design-system';
import { ApiError, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { isOAuthMailboxProvider, useDisconnectMailbox, useSendTestEmail } from '../hooks/useIntegrations';
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
        subject: t('test.title'),
        text: t('test.title'),
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

export interface MailboxListProps {
  mailboxes: readonly MailboxJson[];
  /** SMTP: its settings form; Google and Microsoft: their sign-in again. */
  onEdit: (mailbox: MailboxJson) => void;
}

/** The credential's mailboxes: status, last error, edit settings (reconnect), test send, disconnect. */
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
                <Badge tone={mailbox.status === 'connected' ? 'primary' : 'neutral'}>
                  {t(`status.${mailbox.status}`)}
                </Badge>
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
