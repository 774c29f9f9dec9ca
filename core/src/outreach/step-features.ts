/**
 * Which plan feature each step needs (issue 26 item 6): ONE table, read by the builder's step
 * palettes (the campaign builder and the smart-sequence editor) to lock a step, and by the API's
 * start to refuse it, so what the builder offers is what a start accepts, on every plan.
 * A locked step names the cheapest plan with its feature (the tier of the plans data).
 */
import { type FeatureFlag, type FeatureSet, hasFeature } from '../features';
import type { StepJson } from './campaign.types';
import type { StepKind } from './step-kinds';

/**
 * spec: outreach §6 "Feature flags gate screens: ... native_crm, dash_tasks, webhook_integration,
 * enrichment, calling, sms, voicemail" and platform §3's AI flags. The social steps, email and
 * labels are the campaigns feature itself (every plan that has campaigns has them).
 */
export const stepKindFeature: Readonly<Record<StepKind, FeatureFlag>> = {
  view_profile: 'campaigns',
  follow: 'campaigns',
  like_posts: 'campaigns',
  endorse_skills: 'campaigns',
  send_message: 'campaigns',
  send_inmail: 'campaigns',
  connection_request: 'campaigns',
  connection_by_email: 'campaigns',
  invite_to_event: 'campaigns',
  enrich_profile: 'enrichment',
  send_webhook: 'webhook_integration',
  push_to_crm: 'native_crm',
  manual_task: 'dash_tasks',
  make_call: 'calling',
  send_sms: 'sms',
  voicemail_drop: 'voicemail',
  reveal_personality: 'ai_powered_personality_type',
  ai_comment: 'ai_powered_comments',
  add_label: 'campaigns',
  send_email: 'campaigns',
};

/** spec: outreach §3 step "AI message switch": the message is written by the AI assistant. */
export const aiMessageFeature: FeatureFlag = 'ai_assistant_in_campaigns';

/** The flag a step kind needs that `features` lacks, or null when the plan has it. */
export function lockedKindFeature(kind: StepKind, features: FeatureSet): FeatureFlag | null {
  const flag = stepKindFeature[kind];
  return hasFeature(features, flag) ? null : flag;
}

/** The flag the AI message switch needs when `features` lacks it, else null. */
export function lockedAiMessageFeature(features: FeatureSet): FeatureFlag | null {
  return hasFeature(features, aiMessageFeature) ? null : aiMessageFeature;
}

/** The flag one step needs that the plan lacks: its kind's first, then its AI message switch's. */
export function lockedStepFeature(
  step: Pick<StepJson, 'kind' | 'is_ai_message'>,
  features: FeatureSet,
): FeatureFlag | null {
  return (
    lockedKindFeature(step.kind, features) ?? (step.is_ai_message ? lockedAiMessageFeature(features) : null)
  );
}
