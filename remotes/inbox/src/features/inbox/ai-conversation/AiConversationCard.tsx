import { hasFeature } from '@outreach/core/features';
import { Badge, type BadgeTone, Button } from '@outreach/design-system';
import { usePlanFeatures, useT } from '@outreach/sdk';
import { useId, useState } from 'react';
import { type AiConversation, useAiConversation, useDecideAiDraft } from './useAiConversation';

type Status = AiConversation['status'];

const toneOf: Record<Status, BadgeTone> = {
  generating_reply: 'primary',
  waiting_to_send_reply: 'primary',
  waiting_for_follow_up: 'neutral',
  generating_follow_up: 'primary',
  waiting_to_send_follow_up: 'primary',
  waiting_for_approve: 'danger',
  waiting_for_reply: 'neutral',
  waiting_for_reply_hard_no: 'neutral',
  waiting_for_reply_out_of_office: 'neutral',
  meeting_booked: 'primary',
  disabled: 'neutral',
  calendly_event_disconnected: 'danger',
};

/** The conversation's status as a small badge (spec ai-telephony §4's 12 statuses, in words). */
export function AiConversationBadge({ status }: { status: Status }) {
  const t = useT('ai-conversation');
  return (
    <Badge tone={toneOf[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * The AI Employee in the thread (issue 28): its status and why it waits, and, when a draft waits
 * for approval, the approval card: the draft to edit, Approve & send, Reject. Nothing shows on a
 * thread no employee works, or on a plan without AI Employees.
 */
export function AiConversationCard({ dialogId }: { dialogId: string }) {
  const features = usePlanFeatures();
  if (features !== undefined && !hasFeature(features, 'ai_employee_messages')) return null;
  return <ConversationPanel dialogId={dialogId} />;
}

function ConversationPanel({ dialogId }: { dialogId: string }) {
  const t = useT('ai-conversation');
  const conversation = useAiConversation(dialogId);
  const data = conversation.data;
  if (!data) return null;
  return (
    <section className="inbox-ai-conversation" aria-label={t('title', { name: data.employee_name })}>
      <div className="inbox-ai-conversation__head">
        <strong>{t('title', { name: data.employee_name })}</strong>{' '}
        <AiConversationBadge status={data.status} />
      </div>
      {data.reason ? <p className="inbox-ai-conversation__reason">{data.reason}</p> : null}
      {data.status === 'waiting_for_approve' && data.draft !== null ? (
        <ApprovalCard key={`${data._id}:${data.updated_at}`} dialogId={dialogId} conversation={data} />
      ) : null}
    </section>
  );
}

function ApprovalCard({ dialogId, conversation }: { dialogId: string; conversation: AiConversation }) {
  const t = useT('ai-conversation');
  const textId = useId();
  const original = conversation.draft ?? '';
  const [text, setText] = useState(original);
  const { approve, reject } = useDecideAiDraft(dialogId);
  const busy = approve.isPending || reject.isPending;
  const error = approve.isError ? approve.error.message : reject.isError ? reject.error.message : null;
  const edited = text.trim() !== original.trim();
  return (
    <div className="inbox-ai-conversation__approval">
      <div className="ds-field">
        <label htmlFor={textId} className="ds-field__label">
          {conversation.draft_kind === 'follow_up' ? t('followUpDraft') : t('replyDraft')}
        </label>
        <textarea
          id={textId}
          className="ds-control ds-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error ? (
        <p role="alert" className="ds-field__error">
          {error}
        </p>
      ) : null}
      <div className="inbox-ai-conversation__actions">
        <Button
          type="button"
          size="sm"
          loading={approve.isPending}
          disabled={busy || text.trim() === ''}
          onClick={() => approve.mutate(edited ? text.trim() : null)}
        >
          {t('approve')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={reject.isPending}
          disabled={busy}
          onClick={() => reject.mutate()}
        >
          {t('reject')}
        </Button>
      </div>
    </div>
  );
}
