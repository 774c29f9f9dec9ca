import { hasFeature } from '@outreach/core/features';
import { Button } from '@outreach/design-system';
import { usePlanFeatures, useT } from '@outreach/sdk';
import { useState } from 'react';
import { type AiPrompt, useRecentPrompts, useSuggestedReply } from './useSuggestedReply';

export interface AiReplyButtonProps {
  /** The dialog replied in; nothing is shown without one (an SMS, a first text). */
  dialogId: string | undefined;
  /** Puts a draft in the composer (the person edits it before sending). */
  onDraft: (text: string) => void;
}

/**
 * The composer's "AI reply" (issue 28, plan feature ai_assistant_in_inbox): a draft of the next
 * message written from the thread and the prospect, put in the composer to edit. A draft that
 * named facts of neither is never shown (the reason is). Recent prompts keeps the last results,
 * so a slow answer is picked up later (spec ai-telephony §8).
 */
export function AiReplyButton({ dialogId, onDraft }: AiReplyButtonProps) {
  return dialogId ? <AiReply dialogId={dialogId} onDraft={onDraft} /> : null;
}

function AiReply({ dialogId, onDraft }: { dialogId: string; onDraft: (text: string) => void }) {
  const t = useT('inbox');
  const features = usePlanFeatures();
  const suggest = useSuggestedReply();
  const [showRecent, setShowRecent] = useState(false);
  const recent = useRecentPrompts(showRecent);
  // Unknown features (not loaded yet) offer the button; the API's 402 opens the upgrade prompt.
  const locked = features !== undefined && !hasFeature(features, 'ai_assistant_in_inbox');
  const answer = suggest.data;
  const problem = suggest.isError
    ? suggest.error.message
    : answer && answer.status !== 'ready'
      ? (answer.error ?? t('ai.noDraft'))
      : null;
  const applyResult = (prompt: AiPrompt) => {
    if (prompt.status === 'ready' && prompt.result) onDraft(prompt.result);
  };
  return (
    <div className="inbox-composer__ai">
      <div className="inbox-composer__ai-actions">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={locked}
          loading={suggest.isPending}
          title={locked ? t('ai.locked') : t('ai.replyHint')}
          onClick={() => suggest.mutate(dialogId, { onSuccess: applyResult })}
        >
          {t('ai.reply')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setShowRecent((open) => !open)}>
          {t('ai.recent')}
        </Button>
      </div>
      {suggest.isPending ? <p role="status">{t('ai.slow')}</p> : null}
      {problem ? (
        <p role="alert" className="ds-field__error">
          {problem}
        </p>
      ) : null}
      {showRecent ? (
        <ul className="inbox-composer__ai-recent" aria-label={t('ai.recent')}>
          {recent.isError ? <li>{recent.error.message}</li> : null}
          {recent.data?.length === 0 ? <li>{t('ai.noRecent')}</li> : null}
          {(recent.data ?? []).map((prompt) => (
            <li key={prompt._id}>
              <span>{prompt.title}</span>{' '}
              {prompt.status === 'ready' ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => applyResult(prompt)}>
                  {t('ai.use')}
                </Button>
              ) : (
                <span>
                  {prompt.status === 'pending' ? t('ai.pending') : (prompt.error ?? t('ai.noDraft'))}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
