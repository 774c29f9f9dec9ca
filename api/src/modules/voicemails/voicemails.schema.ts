import { z } from 'zod';
import { strictObject } from '../../strict-object';
import { offsetPaging } from '../../paging';
import type { VoicemailRow } from '../../db/schema';

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

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

export const listVoicemailsQuery = z.object({
  ...offsetPaging(voicemailPageSize),
  credentials_id: z.string().optional(),
});

export const credentialsQuery = z.object({
  credentials_id: z.preprocess(blankAsUnset, z.string().optional()),
});

/** spec: outreach §5 "Voicemail rename by name"; §7 PATCH body {name}, nothing else. */
export const renameVoicemailInput = strictObject(
  {
    name: z
      .string({ error: 'Fill this field' })
      .trim()
      .min(1, 'Fill this field')
      .max(maxVoicemailNameLength, `message can not be longer than ${maxVoicemailNameLength}`),
  },
  { notAnObject: 'Body must be a JSON object' },
);

/** spec: outreach §3 Voicemail: name, optional forward number, audio (id, name). */
export interface VoicemailJson {
  _id: string;
  name: string;
  forward_number: string | null;
  credentials_id: string | null;
  audio: { id: string; name: string };
  duration_seconds: number;
  size_bytes: number;
  created_at: string;
}

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
