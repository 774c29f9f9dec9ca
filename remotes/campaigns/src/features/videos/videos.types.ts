import type { ApiBody, ApiSchema } from '@outreach/core/contract';

/** The JSON of /api/videos. */
export type Video = ApiSchema<'Video'>;
/** GET /api/videos/{id}: the video and the number of campaigns whose steps use it. */
export type VideoDetail = ApiSchema<'VideoDetail'>;
/** GET /api/public/videos/{id}: what the public page shows. */
export type PublicVideo = ApiSchema<'PublicVideo'>;
export type VideoPatch = ApiBody<'patch', '/videos/{id}'>;

/** docs/decisions.md "Videos (issue 4)": the API's limit, checked before the upload starts. */
export const MAX_VIDEO_MB = 50;
export const MAX_VIDEO_BYTES = MAX_VIDEO_MB * 1024 * 1024;
export const VIDEOS_PAGE_SIZE = 24;
export const acceptedVideoTypes = ['video/mp4', 'video/webm'] as const;

/** The file's own type, or its extension when the browser gives none. */
export function isAcceptedVideo(file: File): boolean {
  if ((acceptedVideoTypes as readonly string[]).includes(file.type.split(';')[0] ?? '')) return true;
  return file.type === '' && /\.(mp4|webm)$/i.test(file.name);
}
