import { videoMimeTypes } from '@outreach/core/outreach';
import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { prospects } from './prospects';
import { spaceOwned } from './spaces';
import { trackingDomains } from './tracking';
import { enumCheck, optionalRef, ownerRef, primaryId, timestamps, timestamptz } from './columns';

/** Raw bytes (Postgres bytea; PGlite and postgres-js both hand back a Uint8Array/Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** The two containers a browser's <video> and MediaRecorder both handle (docs/decisions.md "Videos"). */
export type { VideoMimeType } from '@outreach/core/outreach';

/**
 * A workspace's video (outreach §2 /templates/videos, §3 step `video`) and the
 * public landing page it is shown on (/v/:videoId): title, message and an
 * optional call-to-action button. Like voicemails, the bytes (at most 50 MB)
 * live in the row so a database backup holds them; lists never select them.
 */
export const videos = pgTable(
  'videos',
  {
    ...spaceOwned(),
    name: text('name').notNull(),
    mimeType: text('mime_type', { enum: videoMimeTypes }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Sent by the client (the browser knows it once the file is loaded); null when it did not say. */
    durationSeconds: integer('duration_seconds'),
    bytes: bytea('bytes').notNull(),
    title: text('title'),
    /** Shown under the video; prospect placeholders are filled for `?p=`. */
    message: text('message'),
    buttonText: text('button_text'),
    buttonUrl: text('button_url'),
    trackingDomainId: optionalRef('tracking_domain_id', () => trackingDomains.id),
    viewsCount: integer('views_count').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    index('videos_space_created_idx').on(table.spaceId, table.createdAt),
    index('videos_tracking_domain_idx').on(table.trackingDomainId),
    enumCheck('videos_mime_type_check', table.mimeType, videoMimeTypes),
  ],
);

export type VideoRow = typeof videos.$inferSelect;

/**
 * One opening of a video's public page. `prospectId` is set when the link named a
 * prospect of the video's workspace (`?p=`); the video's `views_count` is the
 * total, kept on the row so lists need no count.
 */
export const videoViews = pgTable(
  'video_views',
  {
    id: primaryId(),
    videoId: ownerRef('video_id', () => videos.id),
    prospectId: optionalRef('prospect_id', () => prospects.id),
    campaignProspectId: uuid('campaign_prospect_id'),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (table) => [index('video_views_video_viewed_idx').on(table.videoId, table.viewedAt)],
);

export type VideoViewRow = typeof videoViews.$inferSelect;
