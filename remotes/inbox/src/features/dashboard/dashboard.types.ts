import type { ApiSchema } from '@outreach/core/contract';
import type { OutreachEventName } from '@outreach/core/events';

/** One event of the activity feed (GET /dashboard/activity; the socket's `new_activity` lacks workflow_name). */
export type ActivityEvent = ApiSchema<'ActivityEvent'>;
export type LiveActivityEvent = Omit<ActivityEvent, 'workflow_name'> & { workflow_name?: string | null };
export type ActivityFeedPage = ApiSchema<'ActivityFeed'>;
export type SenderForecast = ApiSchema<'SenderForecast'>;

/**
 * A glyph per outreach event (spec outreach §3 "Trigger events", @outreach/core/events), so the
 * feed reads at a glance (the words are beside it). Its order is the order the feed filter offers.
 */
export const feedEventIcons = {
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
} satisfies Record<OutreachEventName, string>;

export type FeedEvent = OutreachEventName;
export const feedEvents = Object.keys(feedEventIcons) as FeedEvent[];

export const isFeedEvent = (name: string): name is FeedEvent =>
  (feedEvents as readonly string[]).includes(name);
