import { z } from '@hono/zod-openapi';
import { findPlaceholderErrors, stepMessages, urlError, videoMimeTypes } from '@outreach/core/outreach';
import type { VideoRow } from '../../db/schema';
import { failure } from '../../openapi/contract';
import { firstTextProblem, formWithChecks } from '../../openapi/uploads';
import { offsetPaging } from '../../paging';
import { blankAsUnset } from '../../paging';
import { dateTime, offsetPageOf } from '../../openapi/json-fields';
import { boundedText, filledText } from '../../openapi/text-rules';

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

const blankAsNull = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value;

export const listVideosQuery = z.object({
  ...offsetPaging(videoPageSize),
});

const videoName = filledText(maxVideoNameLength);

/** Title and message may hold prospect placeholders (`{first_name:there}`), checked like a step's text. */
function landingText(max: number) {
  return z.preprocess(
    blankAsNull,
    z
      .string({ error: 'Must be text' })
      .max(max, stepMessages.tooLong(max))
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
  boundedText(maxVideoButtonUrlLength, videoMessages.invalidUrl)
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
      boundedText(maxVideoButtonTextLength, 'Must be text').nullable().optional(),
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

/**
 * The upload's checks that name no field, in the order the route always made them: text a
 * column could not store, then the file itself (docs/decisions.md "Videos").
 */
function uploadProblem(form: Record<string, unknown>): string | undefined {
  const file = form.file;
  const texts = [form.name, file instanceof File ? file.name : undefined];
  const textIssue = firstTextProblem(texts);
  if (textIssue) return textIssue;
  if (!(file instanceof File) || file.size === 0) return videoMessages.fileRequired;
  return undefined;
}

/** The upload (multipart/form-data): the file, and optionally its name and length. */
export const uploadVideoForm = formWithChecks(
  uploadProblem,
  z
    .object({
      file: z.instanceof(File).openapi({
        type: 'string',
        format: 'binary',
        description: `An .mp4 or .webm video (told by its first bytes), at most ${maxVideoBytes / 1024 / 1024} MB`,
      }),
      name: z.preprocess(blankAsUnset, videoName.optional()).openapi({
        type: 'string',
        maxLength: maxVideoNameLength,
        description: 'The name in the list; the file name without its extension when not given',
      }),
      duration_seconds: z
        .preprocess(
          blankAsUnset,
          z.coerce
            .number({ error: videoMessages.duration })
            .min(0, videoMessages.duration)
            .max(maxVideoDurationSeconds, videoMessages.duration)
            .transform((value) => Math.round(value))
            .optional(),
        )
        .openapi({
          type: 'number',
          minimum: 0,
          maximum: maxVideoDurationSeconds,
          description: "The player's length in seconds (a hint from the browser), rounded",
        }),
    })
    .openapi('VideoUploadForm'),
);

/** The public page's `?p=`: a campaign prospect's id (what email links carry) or a prospect's. */
export const publicVideoQuery = z.object({
  p: z.string().optional().openapi({
    description: "A campaign prospect's id (what email links carry) or a prospect's: fills the placeholders",
  }),
});

/** `Range: bytes=...`, the one form a <video> element sends to seek (byte-range.ts). */
export const videoFileHeaders = z.object({
  range: z
    .string()
    .optional()
    .openapi({ description: 'bytes=start-end, start- or -length', example: 'bytes=0-' }),
});

const videoMimeType = z.enum(videoMimeTypes);

/** A video as the workspace sees it (no bytes); the one description of it. */
export const VideoSchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ example: 'Intro' }),
    mime_type: videoMimeType,
    size_bytes: z.number().int(),
    duration_seconds: z.number().int().nullable(),
    title: z.string().nullable(),
    message: z.string().nullable(),
    button_text: z.string().nullable(),
    button_url: z.string().nullable(),
    tracking_domain_id: z.string().nullable(),
    views_count: z.number().int(),
    public_path: z.string().openapi({ description: 'The landing page: /v/<id> (an email link adds ?p=)' }),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi('Video');
export type VideoJson = z.infer<typeof VideoSchema>;

/** One video read by id: with the campaigns (not deleted) whose live steps show it. */
export const VideoDetailSchema = VideoSchema.extend({ workflows_number: z.number().int() }).openapi(
  'VideoDetail',
);
export type VideoDetailJson = z.infer<typeof VideoDetailSchema>;

export const VideoPageSchema = offsetPageOf(VideoSchema).openapi('VideoPage');
export type VideoPage = z.infer<typeof VideoPageSchema>;

/** What the public page /v/<id> shows: nothing of the workspace beyond it. */
export const PublicVideoSchema = z
  .object({
    _id: z.string(),
    title: z.string().nullable().openapi({ description: 'Placeholders filled for ?p=, or their fallbacks' }),
    message: z.string().nullable(),
    button_text: z.string().nullable(),
    button_url: z.string().nullable(),
    mime_type: videoMimeType,
    duration_seconds: z.number().int().nullable(),
    file_url: z.string().openapi({ example: '/api/public/videos/<id>/file' }),
  })
  .openapi('PublicVideo');
export type PublicVideoJson = z.infer<typeof PublicVideoSchema>;

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

/** A response header of a file route, described. */
const header = (description: string) => ({ description, schema: { type: 'string' as const } });
const videoBytes = { schema: z.string().openapi({ format: 'binary' }) };
const videoContent = { 'video/mp4': videoBytes, 'video/webm': videoBytes };

/** What a file route answers: whole, one range, or a range past the end (416). */
export function videoFileResponses(cache: string) {
  return {
    200: {
      description: 'The whole file',
      headers: {
        'Accept-Ranges': header('bytes'),
        'Cache-Control': header(cache),
        'Content-Length': header('The file size in bytes'),
      },
      content: videoContent,
    },
    206: {
      description: 'The asked-for range of the file (a player seeking)',
      headers: {
        'Accept-Ranges': header('bytes'),
        'Cache-Control': header(cache),
        'Content-Length': header('The range size in bytes'),
        'Content-Range': header('bytes <start>-<end>/<size>'),
      },
      content: videoContent,
    },
    404: failure(videoMessages.notFound),
    416: {
      ...failure(videoMessages.rangeNotSatisfiable),
      headers: { 'Content-Range': header('bytes */<size>') },
    },
  };
}

/** How long the workspace's player, and a public page's, may keep a file. */
export const workspaceCache = 'private, max-age=3600';
export const publicCache = 'public, max-age=86400';
