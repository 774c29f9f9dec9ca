/**
 * Every kind of campaign step (spec: outreach §3 "Step kinds"), shared by the
 * API (validation, engine) and the campaigns remote (builder). Plain TypeScript:
 * no zod here, it stays out of the browser.
 */
export const stepKinds = [
  // Perform action
  'view_profile',
  'follow',
  'like_posts',
  'endorse_skills',
  // Social messages
  'send_message',
  'send_inmail',
  'connection_request',
  'connection_by_email',
  'invite_to_event',
  'enrich_profile',
  // Integrations and manual work
  'send_webhook',
  'push_to_crm',
  'manual_task',
  'make_call',
  'send_sms',
  'voicemail_drop',
  'reveal_personality',
  'ai_comment',
  'add_label',
  // Email
  'send_email',
] as const;
export type StepKind = (typeof stepKinds)[number];

/** Which channel carries a step; `none` runs inside the product (webhook, CRM, label, task). */
export type StepChannelName = 'social' | 'email' | 'phone' | 'none';

export interface StepKindInfo {
  kind: StepKind;
  channel: StepChannelName;
  /** Has a positive/negative outcome worth branching on in a smart sequence. */
  branches: boolean;
  /** The counter the daily and weekly caps are kept on (engine/limits). */
  actionKind: ActionKind;
}

/**
 * The actions caps are counted on. Several step kinds share one (an InMail and a
 * message are both messages for the network's limits, but InMail has its own cap).
 */
export const actionKinds = [
  'profile_view',
  'follow',
  'like',
  'endorse',
  'message',
  'inmail',
  'connection_request',
  'connection_by_email',
  'event_invite',
  'enrich',
  'email',
  'sms',
  'call',
  'voicemail',
  'comment',
  'internal',
] as const;
export type ActionKind = (typeof actionKinds)[number];

/** What each kind is; `stepKindInfo` adds the kind itself, so the table does not say it twice. */
const stepKindFacts: Record<StepKind, Omit<StepKindInfo, 'kind'>> = {
  view_profile: { channel: 'social', branches: false, actionKind: 'profile_view' },
  follow: { channel: 'social', branches: false, actionKind: 'follow' },
  like_posts: { channel: 'social', branches: false, actionKind: 'like' },
  endorse_skills: { channel: 'social', branches: false, actionKind: 'endorse' },
  send_message: { channel: 'social', branches: true, actionKind: 'message' },
  send_inmail: { channel: 'social', branches: true, actionKind: 'inmail' },
  connection_request: { channel: 'social', branches: true, actionKind: 'connection_request' },
  connection_by_email: { channel: 'social', branches: true, actionKind: 'connection_by_email' },
  invite_to_event: { channel: 'social', branches: false, actionKind: 'event_invite' },
  enrich_profile: { channel: 'none', branches: true, actionKind: 'enrich' },
  send_webhook: { channel: 'none', branches: false, actionKind: 'internal' },
  push_to_crm: { channel: 'none', branches: false, actionKind: 'internal' },
  manual_task: { channel: 'none', branches: false, actionKind: 'internal' },
  make_call: { channel: 'phone', branches: true, actionKind: 'call' },
  send_sms: { channel: 'phone', branches: true, actionKind: 'sms' },
  voicemail_drop: { channel: 'phone', branches: false, actionKind: 'voicemail' },
  reveal_personality: { channel: 'none', branches: false, actionKind: 'internal' },
  ai_comment: { channel: 'social', branches: false, actionKind: 'comment' },
  add_label: { channel: 'none', branches: false, actionKind: 'internal' },
  send_email: { channel: 'email', branches: true, actionKind: 'email' },
};

export const stepKindInfo = Object.fromEntries(
  stepKinds.map((kind) => [kind, { kind, ...stepKindFacts[kind] }]),
) as Record<StepKind, StepKindInfo>;

/** spec: outreach §3 AI comment tones. */
export const aiCommentTones = ['positive', 'disagree', 'question', 'joke', 'idea', 'formal'] as const;
export type AiCommentTone = (typeof aiCommentTones)[number];

/** spec: outreach §3 step email type. */
export const emailTypes = ['work', 'personal', 'enriched'] as const;
export type EmailType = (typeof emailTypes)[number];
