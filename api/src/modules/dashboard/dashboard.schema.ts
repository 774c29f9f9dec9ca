import { isUuid } from '../../db/ids';
import { outreachEventNames } from '../../platform/outreach-events';
import { z } from '../../openapi/contract';
import { blankAsUnset } from '../../paging';
import { dateTime } from '../../openapi/json-fields';

export const dashboardMessages = {
  eventNotFound: 'before_id: Event not found',
  names: `names must be among ${outreachEventNames.join(', ')}`,
} as const;

/**
 * GET /dashboard/activity (issue 15 item 3): the workspace's outreach events, newest first.
 * `names` is a comma-separated list (or repeated); `before_id` is the last event of the page
 * already shown (keyset paging, so "load more" never repeats or skips an event).
 */
export const activityFeedQuery = z.object({
  space: z.string().optional().openapi({ description: 'The workspace id' }),
  limit: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit can not be more than 100')
      .default(50),
  ),
  before_id: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine(isUuid, { message: 'before_id must be an event id' })
      .optional()
      .openapi({ description: 'Events older than this one (the last one already shown)' }),
  ),
  names: z.preprocess(
    (value) => {
      const raw = blankAsUnset(value);
      if (raw === undefined) return undefined;
      const list = Array.isArray(raw) ? raw : [raw];
      return list
        .flatMap((item) => String(item).split(','))
        .map((item) => item.trim())
        .filter(Boolean);
    },
    z
      .array(z.enum(outreachEventNames, { error: dashboardMessages.names }))
      .optional()
      .openapi({
        type: 'string',
        description: 'Only these events, comma-separated (got_reply,invite_accepted)',
        example: 'got_reply,invite_accepted',
      }),
  ),
});
export type ActivityFeedQuery = z.infer<typeof activityFeedQuery>;

/** One event of the feed: the logged event (as the socket's `new_activity` sends it) and the campaign's name. */
export const ActivityEventSchema = z
  .object({
    id: z.string(),
    event: z.string().openapi({ example: 'got_reply' }),
    created_at: dateTime,
    prospect_id: z.string().nullable(),
    workflow_id: z.string().nullable(),
    credential_id: z.string().nullable(),
    data: z.record(z.string(), z.unknown()).openapi({
      description: "The event's data: the prospect's summary (`prospect`), message text, label, link",
    }),
    workflow_name: z
      .string()
      .nullable()
      .openapi({ description: "The campaign's name, when the event has one" }),
  })
  .openapi('ActivityEvent');
export type ActivityEventJson = z.infer<typeof ActivityEventSchema>;

export const ActivityFeedSchema = z
  .object({
    items: z.array(ActivityEventSchema),
    /** Another page exists: call again with `before_id` = the last item's id. */
    has_more: z.boolean(),
  })
  .openapi('ActivityFeed');
export type ActivityFeedJson = z.infer<typeof ActivityFeedSchema>;
