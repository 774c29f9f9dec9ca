import type { StepKind } from './step-kinds';

/**
 * Message templates (My Templates, docs/decisions.md "Message templates (issue 4)"): the
 * channels a template is written for, shared by the API and the campaigns remote.
 */
export const messageTemplateChannels = ['message', 'inmail', 'connection_request', 'email', 'sms'] as const;
export type MessageTemplateChannel = (typeof messageTemplateChannels)[number];

/** The step kind whose text rules a template of each channel keeps (step-rules). */
export const channelStepKinds: Record<MessageTemplateChannel, StepKind> = {
  message: 'send_message',
  inmail: 'send_inmail',
  connection_request: 'connection_request',
  email: 'send_email',
  sms: 'send_sms',
};

/** Channels whose steps have a subject: a template of another channel keeps none. */
export const subjectChannels: readonly MessageTemplateChannel[] = ['email', 'inmail'];

/** The channel whose templates a step of this kind can use, or null (a step without text). */
export function channelOfStepKind(kind: StepKind): MessageTemplateChannel | null {
  const found = messageTemplateChannels.find((channel) => channelStepKinds[channel] === kind);
  return found ?? null;
}
