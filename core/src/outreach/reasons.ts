/**
 * The engine's named states (spec: outreach §4), shared by the API (which
 * records them) and the UI (which shows them). Values are snake_case ids; the
 * labels are the spec's words, translated by the campaigns remote.
 */

/** spec: outreach §4 skip reasons. */
export const skipReasons = [
  'task_failed',
  'user_skipped',
  'manual_resume',
  'no_comments',
  'message_exists',
  'no_actions',
  'no_emails',
  'already_connected',
  'already_enriched',
  'request_already_sent',
  'invite_already_sent',
  'already_inmailed',
  'next_step_done',
  'no_posts',
  /** outreach §4 live edit: an uncompleted step inserted before a completed one. */
  'inserted_before_completed',
  /** outreach §4 approval "canceled (shown as skipped)". */
  'approval_canceled',
] as const;
export type SkipReason = (typeof skipReasons)[number];

/** spec: outreach §4 step wait reasons. */
export const waitReasons = [
  'no_required_email',
  'out_of_credits',
  'invalid_email_integration',
  'profile_action_declined',
  'no_sales_navigator_link',
  'profile_closed',
  'no_company_name',
  'inmail_forbidden',
  'needs_api_booster',
  'needs_sales_navigator',
  'not_premium',
  'video_template_not_found',
  'group_or_event_messaging_closed',
  'invalid_phone',
  'inmail_too_long',
  'connection_note_too_long',
  'closed_in_sales_navigator',
  'last_extension_task_failed',
  /** The engine's own waits, shown with the spec's ones. */
  'outside_work_hours',
  'daily_limit_reached',
  'weekly_limit_reached',
  'sender_cooling_down',
  'no_available_sender',
  /** A voicemail drop outside 8:00-21:00 in the recipient's local time (ai-telephony §9). */
  'outside_calling_hours',
  /** A voicemail drop to a number that had 3 in the last 3 days (ai-telephony §9). */
  'voicemail_limit_reached',
  /** An AI step whose text the model could not write, or wrote with facts not in its inputs (issue 28). */
  'ai_generation_failed',
  /** An AI step whose plan feature the workspace's plan no longer has (issue 28). */
  'ai_not_in_plan',
] as const;
export type WaitReason = (typeof waitReasons)[number];

/** spec: outreach §4 approval states. */
export const approvalStates = [
  'awaiting_approval',
  'approved',
  'hold',
  'paused',
  'canceled',
  'complete',
] as const;
export type ApprovalState = (typeof approvalStates)[number];

/** Signals from the network or a mailbox that a sender must slow down (engine/limits). */
export const limitSignals = [
  'connection_limited',
  'inmail_limited',
  'login_limited',
  'challenged',
  'mailbox_throttled',
] as const;
export type LimitSignal = (typeof limitSignals)[number];

/** spec: outreach §4 "Prospect in campaign" states. */
export const campaignProspectStates = [
  'excluded',
  'pending',
  'paused',
  'active',
  'finished',
  'campaign_paused',
] as const;
export type CampaignProspectState = (typeof campaignProspectStates)[number];

/** spec: outreach §4 pause reasons. */
export const pauseReasons = [
  'contacted_before',
  'email_failed',
  'message_failed',
  'inmail_failed_existing_dialog',
  'manual',
  'got_reply',
  'meeting_booked',
] as const;
export type PauseReason = (typeof pauseReasons)[number];

/**
 * When a sender outside its work hours works again, as a person reads it: the weekday and the time
 * in the sender's own zone ("Mon 09:00"), so a Friday evening never reads as "until 09:00". The
 * moment itself is the engine's (api engine/calendar.ts, the forecast's `work_window.start`); the
 * dashboard's "Paused until", the campaign Forecast and the engine's own sentence all say it
 * through this one function (issue 26 item 5). A zone Intl does not know falls back to the viewer's.
 */
export function formatWorkResume(instant: string | Date, timeZone: string | null, locale?: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? undefined }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** The moment a sender outside its work hours resumes (its next work window's start), or null while it works. */
export function workPausedUntil(sender: { work_window: { start: string } }, now: number): string | null {
  return Date.parse(sender.work_window.start) > now ? sender.work_window.start : null;
}
