import type { ApiSchema } from '../contract';

/**
 * The JSON of the templates library (outreach §2 Templates): message templates and videos,
 * the API's own schemas (contract.gen.ts); the names stay for the code that reads them.
 */

/** One message template (/api/message_templates). */
export type MessageTemplateJson = ApiSchema<'MessageTemplate'>;

/** A page of templates, counted from 1. */
export type MessageTemplatePage = ApiSchema<'MessageTemplatePage'>;

/** The video formats a workspace can upload (told by the file's first bytes). */
export const videoMimeTypes = ['video/mp4', 'video/webm'] as const;
export type VideoMimeType = (typeof videoMimeTypes)[number];

/** A video as the workspace sees it (/api/videos; no bytes); GET /videos/{id} adds `workflows_number`. */
export type VideoJson = ApiSchema<'Video'> & Partial<Pick<ApiSchema<'VideoDetail'>, 'workflows_number'>>;

/** What the public page /v/<id> shows (/api/public/videos/<id>): nothing of the workspace beyond it. */
export type PublicVideoJson = ApiSchema<'PublicVideo'>;
