import { EmptyState, ErrorPanel, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { useEffect, useRef, useState } from 'react';
import { AiConversationCard } from './ai-conversation/AiConversationCard';
import { ChatHeader } from './components/ChatHeader';
import { Composer } from './components/Composer';
import { MessageList } from './components/MessageList';
import { ScheduledMessages } from './components/ScheduledMessages';
import { useDialogOfProspect, useUpdateDialog } from './hooks/useDialog';
import { useDraft } from './hooks/useDraft';
import { messagesInOrder, useMessageStatusLive, useMessages, useSendMessage } from './hooks/useMessages';
import { useCancelScheduled, useScheduledMessages } from './hooks/useScheduledMessages';
import { FirstSms, useSmsOffer } from './sms/SmsOffer';
import { useSendSms } from './sms/useSms';

/** The chat pane of /inbox/:profileId: the prospect's dialog with the selected sender. */
export function Conversation({
  credentialId,
  prospectId,
  locale,
}: {
  credentialId: string | null;
  prospectId: string;
  locale: string;
}) {
  const t = useT('inbox');
  const dialog = useDialogOfProspect(credentialId, prospectId);
  if (dialog.isPending) return <Spinner label={t('inbox.loading')} />;
  if (dialog.isError)
    return <ErrorPanel message={dialog.error.message} onRetry={() => void dialog.refetch()} />;
  if (!dialog.data)
    return (
      <>
        <EmptyState title={t('inbox.chat.noDialogTitle')} description={t('inbox.chat.noDialogDescription')} />
        <FirstSms prospectId={prospectId} credentialId={credentialId} />
      </>
    );
  return (
    <DialogChat key={dialog.data._id} dialog={dialog.data} credentialId={credentialId} locale={locale} />
  );
}

/** Opening an unread dialog reads it, once per opening: "Mark unread" afterwards must stick. */
function useReadOnOpen(
  dialog: ApiSchema<'InboxDialog'>,
  mutate: ReturnType<typeof useUpdateDialog>['mutate'],
) {
  const markedRead = useRef(false);
  useEffect(() => {
    if (markedRead.current) return;
    markedRead.current = true;
    if (dialog.is_unread) mutate({ id: dialog._id, flags: { is_unread: false } });
  }, [dialog._id, dialog.is_unread, mutate]);
}

/** The thread's messages, oldest first, with earlier pages on demand. */
function ChatMessages({ dialogId, locale }: { dialogId: string; locale: string }) {
  const t = useT('inbox');
  const messages = useMessages(dialogId);
  if (messages.isPending) return <Spinner label={t('inbox.loading')} />;
  if (messages.isError)
    return <ErrorPanel message={messages.error.message} onRetry={() => void messages.refetch()} />;
  return (
    <MessageList
      messages={messagesInOrder(messages.data.pages)}
      hasEarlier={messages.hasNextPage}
      loadingEarlier={messages.isFetchingNextPage}
      onLoadEarlier={() => void messages.fetchNextPage()}
      locale={locale}
    />
  );
}

function DialogChat({
  dialog,
  credentialId,
  locale,
}: {
  dialog: ApiSchema<'InboxDialog'>;
  credentialId: string | null;
  locale: string;
}) {
  const t = useT('inbox');
  const prospectId = dialog.prospect._id;
  const update = useUpdateDialog(credentialId, prospectId);
  useMessageStatusLive(dialog._id);
  const send = useSendMessage(dialog._id);
  const sendSms = useSendSms(dialog._id);
  const draft = useDraft(prospectId, dialog.last_message?.channel === 'email' ? 'email' : 'social');
  // SMS: offered when the prospect has a phone and the workspace a number that can text now.
  const { sms, smsBlock, fromPhoneId, setSmsPhoneId } = useSmsOffer(prospectId);
  const channel = draft.channel === 'sms' && !sms && !smsBlock ? 'social' : draft.channel;
  const sending = channel === 'sms' ? sendSms : send;
  const scheduled = useScheduledMessages(dialog._id);
  const cancel = useCancelScheduled(dialog._id);
  const [scheduling, setScheduling] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [pastError, setPastError] = useState(false);

  useReadOnOpen(dialog, update.mutate);

  const onSend = () => {
    if (channel === 'sms') {
      sendSms.mutate(
        { prospect_id: prospectId, dialog_id: dialog._id, phone_id: fromPhoneId, text: draft.text.trim() },
        { onSuccess: () => draft.clear() },
      );
      return;
    }
    const subject = draft.subject.trim();
    // A datetime-local value is the browser's local time; the server gets the instant.
    const at = scheduling ? new Date(sendAt) : null;
    // spec: outreach §5 "Scheduled send cannot be in the past"; the server checks it by its clock too.
    if (at && !(at.getTime() > Date.now())) {
      setPastError(true);
      return;
    }
    setPastError(false);
    send.mutate(
      {
        channel,
        text: draft.text.trim(),
        ...(channel === 'email' && subject ? { subject } : {}),
        ...(at ? { send_at: at.toISOString() } : {}),
      },
      {
        onSuccess: () => {
          draft.clear();
          setScheduling(false);
          setSendAt('');
        },
      },
    );
  };

  return (
    <>
      <ChatHeader
        dialog={dialog}
        busy={update.isPending}
        onChange={(flags) => update.mutate({ id: dialog._id, flags })}
      />
      {update.isError ? (
        <p role="alert" className="ds-field__error">
          {update.error.message}
        </p>
      ) : null}
      <ChatMessages dialogId={dialog._id} locale={locale} />
      <AiConversationCard dialogId={dialog._id} />
      <ScheduledMessages
        items={scheduled.data ?? []}
        locale={locale}
        cancelling={cancel.isPending ? (cancel.variables ?? null) : null}
        error={cancel.isError ? cancel.error.message : scheduled.isError ? scheduled.error.message : null}
        onCancel={(scheduledId) => cancel.mutate(scheduledId)}
      />
      <Composer
        channel={channel}
        onChannelChange={(next) => {
          send.reset();
          sendSms.reset();
          draft.setChannel(next);
        }}
        sms={sms}
        smsBlock={smsBlock}
        smsPhoneId={fromPhoneId}
        onSmsPhoneChange={setSmsPhoneId}
        text={draft.text}
        onTextChange={draft.setText}
        subject={draft.subject}
        onSubjectChange={draft.setSubject}
        scheduled={scheduling}
        onScheduledChange={(on) => {
          setPastError(false);
          setScheduling(on);
        }}
        sendAt={sendAt}
        onSendAtChange={(value) => {
          setPastError(false);
          setSendAt(value);
        }}
        sending={sending.isPending}
        error={pastError ? t('inbox.composer.pastError') : sending.isError ? sending.error.message : null}
        onSend={onSend}
        dialogId={dialog._id}
      />
    </>
  );
}
