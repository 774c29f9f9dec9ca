import { Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { channelOfStepKind, type StepJson, subjectChannels } from '@outreach/core/outreach';
import { useChannelTemplates } from './useMessageTemplates';

export interface TemplatePickerProps {
  step: Pick<StepJson, 'kind'>;
  onChange: (patch: Partial<StepJson>) => void;
}

/**
 * "Insert template" in a message-like step (message, InMail, connection request,
 * email, SMS): the workspace's templates of that channel; choosing one replaces the
 * step's text, and its subject where the step has one. Nothing for other kinds.
 */
export function TemplatePicker({ step, onChange }: TemplatePickerProps) {
  const t = useT('message-templates');
  const channel = channelOfStepKind(step.kind);
  const templates = useChannelTemplates(channel);
  if (!channel || !templates.isSuccess) return null;
  const items = templates.data.items;
  return (
    <Select
      label={t('insert')}
      value=""
      placeholder="—"
      disabled={items.length === 0}
      hint={items.length === 0 ? t('noTemplates', { channel: t(`channels.${channel}`) }) : undefined}
      options={items.map((template) => ({ value: template._id, label: template.name }))}
      onChange={(event) => {
        const chosen = items.find((template) => template._id === event.target.value);
        if (!chosen) return;
        onChange(
          subjectChannels.includes(channel) && chosen.subject
            ? { text: chosen.text, subject: chosen.subject }
            : { text: chosen.text },
        );
      }}
    />
  );
}
