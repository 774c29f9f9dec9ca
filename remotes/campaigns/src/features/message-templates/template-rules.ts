import { type StepError, type StepKind, stepTextErrors } from '@outreach/sdk/outreach';
import { subjectChannels, type TemplateChannel, type TemplateDraft } from './useMessageTemplates';

/** The step kind whose rules a template keeps (the same table as the API's message-templates.schema.ts). */
export const channelStepKinds: Record<TemplateChannel, StepKind> = {
  message: 'send_message',
  inmail: 'send_inmail',
  connection_request: 'connection_request',
  email: 'send_email',
  sms: 'send_sms',
};

/** The step kinds the editor offers templates for, and the channel of each. */
export function channelOfStepKind(kind: StepKind): TemplateChannel | null {
  const found = Object.entries(channelStepKinds).find(([, stepKind]) => stepKind === kind);
  return found ? (found[0] as TemplateChannel) : null;
}

/** The errors the API would answer for these texts (text required; subject required for email only). */
export function templateTextErrors(draft: TemplateDraft): StepError[] {
  const hasSubject = subjectChannels.includes(draft.channel);
  return stepTextErrors(
    channelStepKinds[draft.channel],
    { subject: hasSubject && draft.subject.trim() !== '' ? draft.subject : null, text: draft.text },
    { presence: { text: 'required', subject: draft.channel === 'email' ? 'required' : 'optional' } },
  );
}
