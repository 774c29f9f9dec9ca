import { channelStepKinds, type StepError, stepTextErrors, subjectChannels } from '@outreach/core/outreach';
import type { TemplateDraft } from './useMessageTemplates';

/** The errors the API would answer for these texts (text required; subject required for email only). */
export function templateTextErrors(draft: TemplateDraft): StepError[] {
  const hasSubject = subjectChannels.includes(draft.channel);
  return stepTextErrors(
    channelStepKinds[draft.channel],
    { subject: hasSubject && draft.subject.trim() !== '' ? draft.subject : null, text: draft.text },
    { presence: { text: 'required', subject: draft.channel === 'email' ? 'required' : 'optional' } },
  );
}
