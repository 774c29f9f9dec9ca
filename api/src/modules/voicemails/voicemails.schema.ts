import { z } from '@hono/zod-openapi';
import type { VoicemailRow } from '../../db/schema';
import { firstTextProblem, formWithChecks } from '../../openapi/uploads';
import { offsetPaging } from '../../paging';
import { strictObject } from '../../strict-object';
import { blankAsUnset } from '../../paging';
import { dateTime, offsetPageOf } from '../../openapi/json-fields';
import { filledText } from '../../openapi/text-rules';

/** spec: outreach §5/§9: upload up to 20MB, .wav only, 6 to 180 seconds; list page size 25. */
export const maxVoicemailBytes = 20 * 1024 * 1024;
export const minVoicemailSeconds = 6;
export const maxVoicemailSeconds = 180;
export const voicemailPageSize = 25;
export const maxVoicemailNameLength = 100;

export const voicemailMessages = {
  // spec: outreach §8.
  termsDeclined: 'You are disagreed to Terms of Service',
  inUse: 'Unable to delete the voicemail used in the campaign',
  notFound: 'Voicemail not found',
  fileRequired: 'Please choose a file',
  wavOnly: 'Only .wav files can be uploaded',
  tooLarge: 'The file must be at most 20 MB',
  duration: `The recording must be ${minVoicemailSeconds} to ${maxVoicemailSeconds} seconds long`,
  multipart: 'Send the file as multipart/form-data',
} as const;

/** spec: outreach §7 "All take credentials_id": optional here; when named, one the member may see. */
export const credentialsQuery = z.object({
  credentials_id: z.preprocess(blankAsUnset, z.string().optional()).openapi({
    type: 'string',
    description: 'The credential (sender) the recording is for; when given, one the member may see',
  }),
});

export const listVoicemailsQuery = credentialsQuery.extend(offsetPaging(voicemailPageSize));

/**
 * The upload's checks that name no field, in the order the route always made them: the terms
 * (spec: outreach §4 "The terms of service must be agreed before upload"), text a column could
 * not store, then the file itself.
 */
function uploadProblem(form: Record<string, unknown>): string | undefined {
  if (String(form.agreed_to_terms ?? '').toLowerCase() !== 'true') return voicemailMessages.termsDeclined;
  const file = form.file;
  const texts = [form.file_name, form.name, file instanceof File ? file.name : undefined];
  const textIssue = firstTextProblem(texts);
  if (textIssue) return textIssue;
  if (!(file instanceof File) || file.size === 0) return voicemailMessages.fileRequired;
  return undefined;
}

/** The upload (multipart/form-data, spec outreach §7 "POST /voicemail/audio"). */
export const uploadVoicemailForm = formWithChecks(
  uploadProblem,
  z
    .object({
      file: z.instanceof(File).openapi({
        type: 'string',
        format: 'binary',
        description: `A .wav recording of ${minVoicemailSeconds} to ${maxVoicemailSeconds} seconds, at most ${maxVoicemailBytes / 1024 / 1024} MB`,
      }),
      agreed_to_terms: z.string().openapi({
        enum: ['true'],
        description: 'The terms of service must be agreed before upload',
      }),
      file_name: z
        .string()
        .optional()
        .openapi({ description: "The recording's file name (.wav); the file's own when not given" }),
      name: z
        .string()
        .optional()
        .openapi({ description: 'The name in the list; the file name without .wav when not given' }),
    })
    .openapi('VoicemailUploadForm'),
);

/** spec: outreach §5 "Voicemail rename by name"; §7 PATCH body {name}, nothing else. */
export const renameVoicemailInput = strictObject(
  {
    name: filledText(maxVoicemailNameLength),
  },
  { notAnObject: 'Body must be a JSON object' },
);

/** spec: outreach §3 Voicemail: name, optional forward number, audio (id, name); the one description of it. */
export const VoicemailSchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ example: 'Follow-up drop' }),
    forward_number: z.string().nullable(),
    credentials_id: z.string().nullable(),
    audio: z.object({
      id: z.string().openapi({ description: 'The recording: GET /voicemail/audio/{id}/file' }),
      name: z.string().openapi({ example: 'greeting.wav' }),
    }),
    duration_seconds: z.number().openapi({ description: 'To a tenth of a second', example: 12.5 }),
    size_bytes: z.number().int(),
    created_at: dateTime,
  })
  .openapi('Voicemail');
export type VoicemailJson = z.infer<typeof VoicemailSchema>;

export const VoicemailPageSchema = offsetPageOf(VoicemailSchema).openapi('VoicemailPage');
export type VoicemailPage = z.infer<typeof VoicemailPageSchema>;

export function voicemailJson(row: Omit<VoicemailRow, 'audio'>): VoicemailJson {
  return {
    _id: row.id,
    name: row.name,
    forward_number: row.forwardNumber,
    credentials_id: row.credentialId,
    audio: { id: row.id, name: row.fileName },
    duration_seconds: Math.round(row.durationMs / 100) / 10,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
  };
}
