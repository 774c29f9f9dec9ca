/**
 * The call log's declarations (issue 27, interface B), each named by its operationId and bound
 * on the /dialer router beside the 12 calls of dialer.routes.ts; the handlers are in
 * call-log.handlers.ts.
 */
import { billingMessages } from '@outreach/core/billing';
import { failure, idParams, jsonBody, success, z } from '../../openapi/contract';
import { featureRoute } from '../../openapi/route-kinds';
import { uploadGuards } from '../../openapi/uploads';
import {
  callLogMessages,
  endCallInput,
  incomingCallInput,
  maxRecordingBytes,
  RecordingSavedSchema,
  recordingForm,
  StartedCallSchema,
  startCallInput,
} from './call-log.schema';
import { CallEntrySchema, dialerMessages } from './dialer.schema';

const tags = ['Dialer'] as const;

/** Size and multipart checks before the declared form (openapi/uploads.ts). */
const recordingChecks = uploadGuards({
  maxBytes: maxRecordingBytes,
  tooLarge: callLogMessages.recordingTooLarge,
  notMultipart: callLogMessages.recordingMultipart,
});
const dialerRoute = featureRoute('calling', 'scale');
const notEnoughCredits = `${billingMessages.notEnoughCredits}; ${billingMessages.contactSalesCredits}`;

export const startDialerCall = dialerRoute({
  operationId: 'startDialerCall',
  method: 'post',
  path: '/calls',
  tags,
  summary: 'Open an outgoing call: the number checked, one minute of credits there, the SIP target',
  request: { body: jsonBody(startCallInput) },
  responses: {
    200: success(StartedCallSchema, 'The call, in progress until PUT /dialer/calls/{id}'),
    400: failure(
      `${callLogMessages.wrongFormat}; phone_id: ${callLogMessages.phoneRequired}; to: ${callLogMessages.numberRequired}`,
    ),
    402: failure(notEnoughCredits),
    403: failure(callLogMessages.notYourNumber),
    404: failure(`${dialerMessages.phoneNotFound}; ${callLogMessages.prospectNotFound}`),
    409: failure(`${dialerMessages.notActivated}; ${callLogMessages.suspended}`),
  },
});

export const recordIncomingDialerCall = dialerRoute({
  operationId: 'recordIncomingDialerCall',
  method: 'post',
  path: '/calls/incoming',
  tags,
  summary: "Record a call ringing a workspace number, by its owner's browser",
  request: { body: jsonBody(incomingCallInput) },
  responses: {
    200: success(z.object({ id: z.string() }), 'The call, in progress until PUT /dialer/calls/{id}'),
    400: failure(`from: ${callLogMessages.wrongFormat}`),
    403: failure(callLogMessages.notYourIncoming),
    404: failure(dialerMessages.phoneNotFound),
  },
});

export const endDialerCall = dialerRoute({
  operationId: 'endDialerCall',
  method: 'put',
  path: '/calls/{id}',
  tags,
  summary: 'Report the end of a call (charged per started minute, once), or change its disposition and note',
  request: { params: idParams, body: jsonBody(endCallInput) },
  responses: {
    200: success(CallEntrySchema, 'The history entry'),
    400: failure(
      `result: ${callLogMessages.resultRequired}; duration_seconds: ${callLogMessages.durationRange}; note: ${callLogMessages.noteLength}`,
    ),
    404: failure(callLogMessages.callNotFound),
  },
});

export const uploadDialerCallRecording = dialerRoute({
  operationId: 'uploadDialerCallRecording',
  method: 'put',
  path: '/calls/{id}/recording',
  tags,
  summary:
    "Store a call's recording: a form's file of audio/webm, audio/ogg, audio/wav or audio/mpeg, at most 20 MB",
  middleware: recordingChecks,
  request: {
    params: idParams,
    body: { required: true, content: { 'multipart/form-data': { schema: recordingForm } } },
  },
  responses: {
    200: success(RecordingSavedSchema, 'Where the recording is played from'),
    400: failure(
      `${callLogMessages.recordingMultipart}; file: ${callLogMessages.recordingFileRequired}; ${callLogMessages.recordingEmpty}`,
    ),
    404: failure(callLogMessages.callNotFound),
    413: failure(callLogMessages.recordingTooLarge),
    415: failure(callLogMessages.recordingType),
  },
});

export const getDialerCallRecording = dialerRoute({
  operationId: 'getDialerCallRecording',
  method: 'get',
  path: '/calls/{id}/recording',
  tags,
  summary: "A call's recording, for the player and download",
  request: { params: idParams },
  responses: {
    200: {
      description: 'The recording',
      headers: {
        'Content-Disposition': {
          description: 'inline; filename="call-<id>.<ext>"',
          schema: { type: 'string' },
        },
      },
      content: Object.fromEntries(
        ['audio/webm', 'audio/ogg', 'audio/wav', 'audio/mpeg'].map((type) => [
          type,
          { schema: z.string().openapi({ format: 'binary' }) },
        ]),
      ),
    },
    404: failure(`${callLogMessages.callNotFound}; ${callLogMessages.recordingNotFound}`),
  },
});
