import type { ApiSchema } from '@outreach/core/contract';

/** One event of the activity feed (GET /dashboard/activity; the socket's `new_activity` lacks workflow_name). */
export type ActivityEvent = ApiSchema<'ActivityEvent'>;
export type LiveActivityEvent = Omit<ActivityEvent, 'workflow_name'> & { workflow_name?: string | null };
export type ActivityFeedPage = ApiSchema<'ActivityFeed'>;
export type SenderForecast = ApiSchema<'SenderForecast'>;

/** The outreach events (api engine/outreach-events.ts, spec outreach §3 "Trigger events"), as the feed filter offers them. */
export const feedEvents = [
  'invite_sent',
  'invite_accepted',
  'message_sent',
  'email_sent',
  'got_reply',
  'new_message',
  'new_email',
  'clicked_email_link',
  'clicked_message_link',
  'meet_booked',
  'mark_as_lead',
  'mark_as_customer',
  'add_label',
  'add_ai_label',
  'delete_label',
] as const;
export type FeedEvent = (typeof feedEvents)[number];

/** A glyph per event, so the feed reads at a glance (the words are beside it). */
export const feedEventIcons: Record<FeedEvent, string> = {
  invite_sent: '🤝',
  invite_accepted: '✅',
  message_sent: '💬',
  email_sent: '📧',
  got_reply: '↩️',
  new_message: '💬',
  new_email: '📨',
  clicked_email_link: '🔗',
  clicked_message_link: '🔗',
  meet_booked: '📅',
  mark_as_lead: '⭐',
  mark_as_customer: '🏆',
  add_label: '🏷️',
  add_ai_label: '🤖',
  delete_label: '🏷️',
};

export const isFeedEvent = (name: string): name is FeedEvent =>
  (feedEvents as readonly string[]).includes(name);
