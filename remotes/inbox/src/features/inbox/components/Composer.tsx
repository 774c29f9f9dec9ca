import { Button, Checkbox, Input, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { AiReplyButton } from '../ai/AiReplyButton';
import type { ComposerChannel } from '../inbox.types';
import type { SmsBlock, SmsChannel } from '../sms/useSms';

export interface ComposerProps {
  channel: ComposerChannel;
  onChannelChange: (channel: ComposerChannel) => void;
  /** SMS is offered when set (the prospect has a phone, the workspace a number that can text). */
  sms: SmsChannel | null;
  /** SMS is shown but can not be sent: the prospect opted out, or no number can text now. */
  smsBlock?: SmsBlock | null;
  /** The prospect's first text, before any thread: SMS is the only channel. */
  smsOnly?: boolean;
  /** The number an SMS goes out from (an id of `sms.numbers`). */
  smsPhoneId: string;
  onSmsPhoneChange: (phoneId: string) => void;
  text: string;
  onTextChange: (text: string) => void;
  subject: string;
  onSubjectChange: (subject: string) => void;
  /** Scheduled send: the reply goes out at `sendAt` (a datetime-local value, the browser's time). */
  scheduled: boolean;
  onScheduledChange: (scheduled: boolean) => void;
  sendAt: string;
  onSendAtChange: (sendAt: string) => void;
  sending: boolean;
  /** The server's message when the last send failed. */
  error: string | null;
  onSend: () => void;
  /** The dialog replied in: offers the AI reply (issue 28) when set. */
  dialogId?: string;
}

/**
 * The reply box: LinkedIn message or email (with a subject; empty means the server's "Re: …"),
 * now or scheduled for later ("Schedule", a date and time), or an SMS from one of the
 * workspace's numbers (sent now, priced in credits).
 */
export function Composer(props: ComposerProps) {
  const t = useT('inbox');
  const textId = useId();
  const isSms = props.channel === 'sms';
  const blocked = isSms ? (props.smsBlock ?? null) : null;
  const scheduled = props.scheduled && !isSms;
  const canSend =
    props.text.trim() !== '' && !props.sending && !blocked && (!scheduled || props.sendAt !== '');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) props.onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form className="inbox-composer" aria-label={t('inbox.composer.label')} onSubmit={submit}>
      <Select
        label={t('inbox.composer.channel')}
        value={props.channel}
        onChange={(event) => props.onChannelChange(event.target.value as ComposerChannel)}
        options={[
          ...(props.smsOnly
            ? []
            : [
                { value: 'social', label: t('inbox.composer.channels.social') },
                { value: 'email', label: t('inbox.composer.channels.email') },
              ]),
          ...(props.sms || props.smsBlock ? [{ value: 'sms', label: t('sms.channel') }] : []),
        ]}
      />
      {blocked ? (
        <p role="status" className="inbox-composer__blocked">
          {blocked.kind === 'opted_out' ? t('sms.optedOut', { number: blocked.number }) : blocked.reason}
        </p>
      ) : null}
      {isSms && props.sms && !blocked ? (
        <Select
          label={t('sms.from')}
          hint={t(props.sms.sandbox ? 'sms.sandboxHint' : 'sms.priceHint', { count: props.sms.price })}
          value={props.smsPhoneId}
          onChange={(event) => props.onSmsPhoneChange(event.target.value)}
          options={props.sms.numbers.map((number) => ({ value: number.id, label: number.number }))}
        />
      ) : null}
      {props.channel === 'email' ? (
        <Input
          label={t('inbox.composer.subject')}
          hint={t('inbox.composer.subjectHint')}
          value={props.subject}
          onChange={(event) => props.onSubjectChange(event.target.value)}
        />
      ) : null}
      <div className="ds-field">
        <label htmlFor={textId} className="ds-field__label">
          {t('inbox.composer.message')}
        </label>
        <textarea
          id={textId}
          className="ds-control ds-input inbox-composer__text"
          placeholder={t('inbox.composer.placeholder')}
          value={props.text}
          onChange={(event) => props.onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={props.error ? true : undefined}
        />
      </div>
      <AiReplyButton dialogId={isSms ? undefined : props.dialogId} onDraft={props.onTextChange} />
      {isSms ? null : (
        <div className="inbox-composer__schedule">
          <Checkbox
            label={t('inbox.composer.schedule')}
            checked={props.scheduled}
            onChange={(event) => props.onScheduledChange(event.target.checked)}
          />
          {props.scheduled ? (
            <Input
              type="datetime-local"
              label={t('inbox.composer.sendAt')}
              value={props.sendAt}
              onChange={(event) => props.onSendAtChange(event.target.value)}
            />
          ) : null}
        </div>
      )}
      <div className="inbox-composer__footer">
        <span>{t('inbox.composer.shortcut')}</span>
        <Button type="submit" disabled={!canSend} loading={props.sending}>
          {t(isSms ? 'sms.send' : scheduled ? 'inbox.composer.scheduleSend' : 'inbox.composer.send')}
        </Button>
      </div>
      {props.error ? (
        <p role="alert" className="ds-field__error">
          {props.error}
        </p>
      ) : null}
    </form>
  );
}
