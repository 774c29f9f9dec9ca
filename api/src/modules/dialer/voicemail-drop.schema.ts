import { z } from '@hono/zod-openapi';
import { spaceQuery } from '../../openapi/contract';
import { blankAsUnset } from '../../paging';
import { strictObject } from '../../strict-object';
import { voicemailDropMessages } from './voicemail-drop.service';

/** spec §7 query: credentials_id, agreed_to_terms. */
export const sendVoicemailQuery = z
  .object({
    credentials_id: z.preprocess(blankAsUnset, z.string().optional()).openapi({
      type: 'string',
      description: 'The credential the drop is sent for; when given, one the member may see',
    }),
    agreed_to_terms: z.preprocess(blankAsUnset, z.string().optional()).openapi({
      type: 'string',
      enum: ['true'],
      description: 'The terms of service must be agreed before a send',
    }),
  })
  .extend(spaceQuery.shape);

/** spec §7 body: phone_number, audio_id, note. */
export const sendVoicemailInput = strictObject(
  {
    phone_number: z
      .preprocess(blankAsUnset, z.string({ error: voicemailDropMessages.wrongFormat }).trim().optional())
      .openapi({ type: 'string', description: "The number to drop to; the prospect's phone when left out" }),
    audio_id: z
      .preprocess(blankAsUnset, z.string({ error: 'Select a voicemail' }).trim().min(1, 'Select a voicemail'))
      .openapi({ type: 'string', description: 'A voicemail of GET /voicemail/audio' }),
    note: z
      .preprocess(blankAsUnset, z.string().trim().max(1000, 'note can not be longer than 1000').optional())
      .openapi({ type: 'string' }),
  },
  { notAnObject: 'Body must be a JSON object' },
);

export const VoicemailDropSchema = z
  .object({
    id: z.string(),
    from_number: z.string(),
    to_number: z.string(),
    credits: z.number().int(),
    balance: z.number().int(),
    recipient: z.object({ country: z.enum(['US', 'CA']), region: z.string(), time_zone: z.string() }),
  })
  .openapi('VoicemailDrop');
