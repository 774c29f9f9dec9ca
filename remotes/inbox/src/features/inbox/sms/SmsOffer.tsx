import { useT } from '@outreach/sdk';
import { useEffect, useState } from 'react';
import { Composer } from '../components/Composer';
import { useDraft } from '../hooks/useDraft';
import { useProspectInfo } from '../hooks/useProspectInfo';
import { smsBlockOf, smsChannelOf, useSendSms, useSmsNumbers, useSmsOptOut } from './useSms';

/**
 * SMS for one prospect (issue 27): the numbers that can text now and the one picked ("From
 * number", the first by default), or why SMS is shown but can not be sent (the prospect's number
 * replied STOP; no number of ours can text, e.g. the spec's "SMS unavailable").
 */
export function useSmsOffer(prospectId: string) {
  const numbers = useSmsNumbers().data;
  const phone = useProspectInfo(prospectId).data?.phone;
  const optOut = useSmsOptOut(prospectId, Boolean(phone?.trim()) && (numbers?.numbers.length ?? 0) > 0);
  const smsBlock = smsBlockOf(numbers, phone, optOut.data);
  const sms = smsBlock ? null : smsChannelOf(numbers, phone);
  const [smsPhoneId, setSmsPhoneId] = useState('');
  const fromPhoneId = sms?.numbers.some((number) => number.id === smsPhoneId)
    ? smsPhoneId
    : (sms?.numbers[0]?.id ?? '');
  return { sms, smsBlock, fromPhoneId, setSmsPhoneId };
}

/**
 * The prospect's first text, where they have no thread with the selected account yet: an SMS-only
 * composer. Sent, it opens (or joins) the prospect's thread, which the chat then shows; when that
 * thread is another account's, it says so.
 */
export function FirstSms({ prospectId, credentialId }: { prospectId: string; credentialId: string | null }) {
  const t = useT('inbox');
  const { sms, smsBlock, fromPhoneId, setSmsPhoneId } = useSmsOffer(prospectId);
  const draft = useDraft(prospectId, 'social');
  const send = useSendSms(null);
  const [sentElsewhere, setSentElsewhere] = useState(false);
  // A text is the only way in: its draft is the SMS one.
  const { channel, setChannel } = draft;
  useEffect(() => {
    if (channel !== 'sms') setChannel('sms');
  }, [channel, setChannel]);
  if (!sms && !smsBlock) return null;
  const onSend = () =>
    send.mutate(
      {
        prospect_id: prospectId,
        phone_id: fromPhoneId,
        text: draft.text.trim(),
        ...(credentialId ? { credentials_id: credentialId } : {}),
      },
      {
        onSuccess: () => {
          draft.clear();
          // Shown only while this pane stays: the thread of the selected account replaces it.
          setSentElsewhere(true);
        },
      },
    );
  return (
    <>
      {sentElsewhere ? <p role="status">{t('sms.sentElsewhere')}</p> : null}
      <Composer
        channel="sms"
        smsOnly
        onChannelChange={() => {}}
        sms={sms}
        smsBlock={smsBlock}
        smsPhoneId={fromPhoneId}
        onSmsPhoneChange={setSmsPhoneId}
        text={draft.text}
        onTextChange={draft.setText}
        subject=""
        onSubjectChange={() => {}}
        scheduled={false}
        onScheduledChange={() => {}}
        sendAt=""
        onSendAtChange={() => {}}
        sending={send.isPending}
        error={send.isError ? send.error.message : null}
        onSend={onSend}
      />
    </>
  );
}
