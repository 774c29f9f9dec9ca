import type { MessageTemplateChannel } from './message-templates';

/**
 * The JSON of the templates library (outreach §2 Templates): message templates and videos,
 * as the API sends them and the campaigns remote reads them (snake_case, `_id`).
 */

/** One message template (/api/message_templates). */
export interface MessageTemplateJson {
  _id: string;
  name: string;
  channel: MessageTemplateChannel;
  subject: string | null;
  text: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A page of templates, counted from 1. */
export interface MessageTemplatePage {
  items: MessageTemplateJson[];
  total: number;
  page: number;
  page_size: number;
}

/** The video formats a workspace can upload (told by the file's first bytes). */
export const videoMimeTypes = ['video/mp4', 'video/webm'] as const;
export type VideoMimeType = (typeof videoMimeTypes)[number];

/** A video as the workspace sees it (/api/videos; no bytes). */
export interface VideoJson {
  _id: string;
  name: string;
  mime_type: VideoMimeType;
  size_bytes: number;
  duration_seconds: number | null;
  title: string | null;
  message: string | null;
  button_text: string | null;
  button_url: string | null;
  tracking_domain_id: string | null;
  views_count: number;
  /** Where the landing page is: /v/<id> (the email link adds `?p=`). */
  public_path: string;
  created_at: string;
  updated_at: string;
  /** GET /videos/{id} only: the campaigns whose steps use it. */
  workflows_number?: number;
}

/** What the public page /v/<id> shows (/api/public/videos/<id>): nothing of the workspace beyond it. */
export interface PublicVideoJson {
  _id: string;
  title: string | null;
  message: string | null;
  button_text: string | null;
  button_url: string | null;
  mime_type: VideoMimeType;
  duration_seconds: number | null;
  file_url: string;
}
