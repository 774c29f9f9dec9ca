import type { PublicVideoJson, VideoJson } from '@outreach/sdk/outreach';

/** The JSON of /api/videos. */
export type Video = VideoJson;
/** GET /api/public/videos/{id}: what the public page shows. */
export type PublicVideo = PublicVideoJson;

export interface VideoPatch {
  name?: string;
  title?: string | null;
  message?: string | null;
  button_text?: string | null;
  button_url?: string | null;
  tracking_domain_id?: string | null;
}

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
