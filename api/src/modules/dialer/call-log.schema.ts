/**
 * The call log's payloads (issue 27, interface B of the telephony work): the browser opens a call
 * (POST /dialer/calls), reports its end (PUT /dialer/calls/{id}), uploads its recording (PUT
 * /dialer/calls/{id}/recording), and records an incoming call (POST /dialer/calls/incoming).
 */
import { z } from '@hono/zod-openapi';
import { callResults, recordingContentTypes } from '../../db/schema';
import { blankAsUnset } from '../../paging';
import { strictObject } from '../../strict-object';
import { dialMessages } from './phone-numbers';

/** A recording is at most 20 MB (spec ai-telephony §9, the voicemails' limit). */
export const maxRecordingBytes = 20 * 1024 * 1024;
/** The longest call PUT takes: a day. */
export const maxCallSeconds = 86_400;

export const callLogMessages = {
  ...dialMessages,
  phoneRequired: 'Select number',
  numberRequired: 'Enter a phone number',
  callNotFound: 'Call not found',
  prospectNotFound: 'Prospect not found',
  notYourNumber: 'Only the owner of the number or a workspace admin can call from it',
  notYourIncoming: 'Only the owner of the number or a workspace admin can take its calls',
  suspended: 'This number is suspended until its monthly charge is paid: add credits to reactivate it',
  resultRequired: `result must be one of ${callResults.join(', ')}`,
  durationRequired: 'duration_seconds is required',
  durationRange: `duration_seconds must be a whole number from 0 to ${maxCallSeconds}`,
  dispositionLength: 'disposition can not be longer than 100',
  noteLength: 'note can not be longer than 2000',
  recordingTooLarge: 'A recording can not be larger than 20 MB',
  recordingType: 'A recording must be audio/webm, audio/ogg, audio/wav or audio/mpeg',
  recordingEmpty: 'The recording is empty',
  recordingMultipart: 'Send the recording as multipart/form-data with a file field',
  recordingFileRequired: 'Choose a recording',
  recordingNotFound: 'Recording not found',
} as const;

const text = (message: string) =>
  z.preprocess(blankAsUnset, z.string({ error: message }).trim().min(1, message).max(200, message));

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.string({ error: message }).trim().max(max, message).nullable().optional(),
  );

/** POST /dialer/calls */
export const startCallInput = strictObject(
  {
    phone_id: text(callLogMessages.phoneRequired).openapi({
      type: 'string',
      description: 'The workspace number to call from (GET /dialer/phones)',
    }),
    to: text(callLogMessages.numberRequired).openapi({
      type: 'string',
      example: '+1 (415) 555-0123',
      description: "The number to call; without +, read in the calling number's country",
    }),
    prospect_id: z
      .preprocess(blankAsUnset, z.string().trim().nullable().optional())
      .openapi({ type: ['string', 'null'], description: 'The prospect called; else found by the number' }),
  },
  { notAnObject: 'Body must be a JSON object' },
);
export type StartCallInput = z.infer<typeof startCallInput>;

/** PUT /dialer/calls/{id} */
export const endCallInput = strictObject(
  {
    result: z
      .enum(callResults, { error: callLogMessages.resultRequired })
      .openapi({ type: 'string', enum: [...callResults] }),
    duration_seconds: z
      .number({
        error: (issue) =>
          issue.input === undefined ? callLogMessages.durationRequired : callLogMessages.durationRange,
      })
      .int(callLogMessages.durationRange)
      .min(0, callLogMessages.durationRange)
      .max(maxCallSeconds, callLogMessages.durationRange)
      .openapi({ type: 'integer', minimum: 0, maximum: maxCallSeconds, description: 'Talk time' }),
    disposition: optionalText(100, callLogMessages.dispositionLength).openapi({
      type: ['string', 'null'],
      example: 'Interested',
    }),
    note: optionalText(2000, callLogMessages.noteLength).openapi({ type: ['string', 'null'] }),
  },
  { notAnObject: 'Body must be a JSON object' },
);
export type EndCallInput = z.infer<typeof endCallInput>;

/** POST /dialer/calls/incoming */
export const incomingCallInput = strictObject(
  {
    phone_id: z
      .preprocess(blankAsUnset, z.string().trim().optional())
      .openapi({ type: 'string', description: 'The number called; else found by `to`' }),
    from: text(callLogMessages.numberRequired).openapi({
      type: 'string',
      description: "The caller's number (or a sip: URI whose user is the number)",
    }),
    to: text(callLogMessages.numberRequired).openapi({ type: 'string', description: 'Our number, called' }),
  },
  { notAnObject: 'Body must be a JSON object' },
);
export type IncomingCallInput = z.infer<typeof incomingCallInput>;

export const StartedCallSchema = z
  .object({
    id: z.string(),
    from: z.string().openapi({ description: 'Our number, E.164' }),
    to: z.string().openapi({ description: 'E.164' }),
    target_uri: z.string().nullable().openapi({
      description:
        "The SIP URI to INVITE when the provider is sip: a member's SIP user for a number of the workspace, else sip:<E.164>@<SIP_DOMAIN>",
    }),
    sandbox: z
      .object({
        outcome: z.enum(['answered', 'no_answer', 'busy', 'voicemail']),
        ring_ms: z.number().int(),
      })
      .nullable()
      .openapi({
        description:
          'The simulated callee on the sandbox (last digit 0-6 answers, 7 no answer, 8 busy, 9 voicemail)',
      }),
  })
  .openapi('DialerStartedCall');
export type StartedCallJson = z.infer<typeof StartedCallSchema>;

export const RecordingSavedSchema = z.object({ record_url: z.string() }).openapi('DialerRecordingSaved');

/** PUT /dialer/calls/{id}/recording: a form with the file, as every upload of the API (openapi/uploads.ts). */
export const recordingForm = z.object({
  file: z.instanceof(File, { error: callLogMessages.recordingFileRequired }).openapi({
    type: 'string',
    format: 'binary',
    description: `The recording (${recordingContentTypes.join(', ')}), at most 20 MB; its type says which`,
  }),
});
