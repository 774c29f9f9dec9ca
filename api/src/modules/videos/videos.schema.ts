import type { PublicVideoJson, VideoJson } from '@outreach/sdk/outreach';
import { findPlaceholderErrors, urlError } from '@outreach/sdk/outreach';
import { z } from 'zod';
import { offsetPaging } from '../../paging';
import type { VideoRow } from '../../db/schema';

/** docs/decisions.md "Videos (issue 4)": 50 MB, mp4 or webm, names up to 100, list pages of 24. */
export const maxVideoBytes = 50 * 1024 * 1024;
export const maxVideoNameLength = 100;
export const maxVideoTitleLength = 200;
export const maxVideoMessageLength = 2000;
export const maxVideoButtonTextLength = 50;
export const maxVideoButtonUrlLength = 2000;
/** 10 minutes: longer is not a prospecting video (and the client's number is only a hint). */
export const maxVideoDurationSeconds = 600;
export const videoPageSize = 24;

export const videoMessages = {
  notFound: 'Video not found',
  fileRequired: 'Please choose a file',
  mp4OrWebmOnly: 'Only .mp4 and .webm videos can be uploaded',
  tooLarge: 'The file must be at most 50 MB',
  multipart: 'Send the file as multipart/form-data',
  duration: `duration_seconds must be a whole number from 0 to ${maxVideoDurationSeconds}`,
  trackingDomainNotFound: 'Tracking domain not found',
  // spec: outreach §5 generic URL rule.
  invalidUrl: 'This field should be a valid URL',
  required: 'Fill this field',
  rangeNotSatisfiable: 'Requested range not satisfiable',
} as const;

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
const blankAsNull = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value;

export const listVideosQuery = z.object({
  ...offsetPaging(videoPageSize),
});

const tooLong = (count: number) => `message can not be longer than ${count}`;

const videoName = z
  .string({ error: 'Fill this field' })
  .trim()
  .min(1, 'Fill this field')
  .max(maxVideoNameLength, tooLong(maxVideoNameLength));

/** Title and message may hold prospect placeholders (`{first_name:there}`), checked like a step's text. */
function landingText(max: number) {
  return z.preprocess(
    blankAsNull,
    z
      .string({ error: 'Must be text' })
      .max(max, tooLong(max))
      .superRefine((value, context) => {
        const [first] = findPlaceholderErrors(value);
        if (first) context.addIssue({ code: 'custom', message: first.message });
      })
      .nullable()
      .optional(),
  );
}

/** A call-to-action link; a bare `acme.com/demo` is stored as `https://acme.com/demo`. */
const buttonUrl = z.preprocess(
  blankAsNull,
  z
    .string({ error: videoMessages.invalidUrl })
    .trim()
    .max(maxVideoButtonUrlLength, tooLong(maxVideoButtonUrlLength))
    .refine((value) => urlError(value) === null, { error: videoMessages.invalidUrl })
    .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
    .nullable()
    .optional(),
);

export const updateVideoInput = z.object(
  {
    name: videoName.optional(),
    title: landingText(maxVideoTitleLength),
    message: landingText(maxVideoMessageLength),
    button_text: z.preprocess(
      blankAsNull,
      z
        .string({ error: 'Must be text' })
        .trim()
        .max(maxVideoButtonTextLength, tooLong(maxVideoButtonTextLength))
        .nullable()
        .optional(),
    ),
    button_url: buttonUrl,
    tracking_domain_id: z.preprocess(
      blankAsNull,
      z.string({ error: 'tracking_domain_id must be an id' }).nullable().optional(),
    ),
  },
  { error: 'Body must be a JSON object' },
);
export type UpdateVideoInput = z.output<typeof updateVideoInput>;

/** The upload's form fields besides the file. */
export const uploadVideoFields = z.object({
  name: z.preprocess(blankAsUnset, videoName.optional()),
  duration_seconds: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: videoMessages.duration })
      .min(0, videoMessages.duration)
      .max(maxVideoDurationSeconds, videoMessages.duration)
      .transform((value) => Math.round(value))
      .optional(),
  ),
});

/** The public page's `?p=`: a campaign prospect's id (what email links carry) or a prospect's. */
export const publicVideoQuery = z.object({ p: z.string().optional() });

export type { PublicVideoJson, VideoJson };

export type VideoListRow = Omit<VideoRow, 'bytes'>;

export function videoJson(row: VideoListRow): VideoJson {
  return {
    _id: row.id,
    name: row.name,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    duration_seconds: row.durationSeconds,
    title: row.title,
    message: row.message,
    button_text: row.buttonText,
    button_url: row.buttonUrl,
    tracking_domain_id: row.trackingDomainId,
    views_count: row.viewsCount,
    public_path: `/v/${row.id}`,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
