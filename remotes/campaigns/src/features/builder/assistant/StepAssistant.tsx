import { prospectPlaceholders } from '@outreach/core/outreach';
import { hasFeature } from '@outreach/core/features';
import { Button, Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useFeatures } from '@outreach/sdk/account';
import { useState } from 'react';
import { type StepAssistantRequest, useStepAssistant } from './useStepAssistant';

export interface StepAssistantProps {
  /** The step's text as it is. */
  text: string;
  /** The step's kind: an email is written as an email, anything else as a LinkedIn message. */
  kind: string;
  /** The placeholders the step may use (the prospect's fields and the campaign's custom fields). */
  placeholders: readonly string[];
  onText: (text: string) => void;
}

/**
 * The step editor's assistant (issue 28, plan feature ai_assistant_in_campaigns, 1 credit each):
 * "Write with AI" from a line of instructions, "Improve" and "Shorten" the step's text. The server
 * keeps the builder's placeholder rules: a text that breaks them is refused, never put in the step.
 */
export function StepAssistant({ text, kind, placeholders, onText }: StepAssistantProps) {
  const t = useT('builder');
  const features = useFeatures().data;
  const assistant = useStepAssistant();
  const [instructions, setInstructions] = useState('');
  const locked = features !== undefined && !hasFeature(features, 'ai_assistant_in_campaigns');
  const customFields = placeholders.filter(
    (name) => !(prospectPlaceholders as readonly string[]).includes(name),
  );
  const run = (action: StepAssistantRequest['action']) =>
    assistant.mutate(
      {
        action,
        text,
        instructions,
        channel: kind === 'send_email' ? 'email' : 'linkedin',
        custom_fields: customFields,
      },
      {
        onSuccess: (prompt) => {
          if (prompt.status === 'ready' && prompt.result) onText(prompt.result);
        },
      },
    );
  const answer = assistant.data;
  const problem = assistant.isError
    ? assistant.error.message
    : answer && answer.status !== 'ready'
      ? (answer.error ?? t('assistant.noText'))
      : null;
  const busy = assistant.isPending;
  return (
    <fieldset className="builder__assistant">
      <legend className="builder__field-label">{t('assistant.label')}</legend>
      <Input
        label={t('assistant.instructions')}
        placeholder={t('assistant.instructionsPlaceholder')}
        value={instructions}
        disabled={locked}
        onChange={(event) => setInstructions(event.target.value)}
      />
      <div className="builder__row">
        <Button
          variant="secondary"
          size="sm"
          disabled={locked || busy || instructions.trim() === ''}
          title={locked ? t('assistant.locked') : undefined}
          onClick={() => run('write')}
        >
          {t('assistant.write')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={locked || busy || text.trim() === ''}
          onClick={() => run('improve')}
        >
          {t('assistant.improve')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={locked || busy || text.trim() === ''}
          onClick={() => run('shorten')}
        >
          {t('assistant.shorten')}
        </Button>
      </div>
      {busy ? <p role="status">{t('assistant.working')}</p> : null}
      {problem ? (
        <p role="alert" className="builder__error">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
