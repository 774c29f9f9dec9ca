/**
 * The declarations of /voicemail/audio, each named by its operationId; the handlers are in
 * voicemails.handlers.ts.
 */
import { failure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { featureRoute } from '../../openapi/route-kinds';
import { uploadGuards } from '../../openapi/uploads';
import { credentialMessages } from '../credentials';
import {
  credentialsQuery,
  listVoicemailsQuery,
  maxVoicemailBytes,
  renameVoicemailInput,
  uploadVoicemailForm,
  VoicemailPageSchema,
  VoicemailSchema,
  voicemailMessages,
} from './voicemails.schema';

const tags = ['Voicemails'] as const;

/** Every route answers 402 when the plan does not include the feature (platform/entitlements.ts). */
const voicemailRoute = featureRoute('voicemail', 'growth');

/** Size and multipart checks before the declared form (openapi/uploads.ts). */
const uploadChecks = uploadGuards({
  maxBytes: maxVoicemailBytes,
  tooLarge: voicemailMessages.tooLarge,
  notMultipart: voicemailMessages.multipart,
});

const voicemailQuery = credentialsQuery.extend(spaceQuery.shape);
const notFound = `${voicemailMessages.notFound}; ${credentialMessages.notFound}`;

export const uploadVoicemail = voicemailRoute({
  operationId: 'uploadVoicemail',
  method: 'post',
  path: '/',
  tags,
  summary: 'Upload a recording: a .wav of 6 to 180 seconds, at most 20 MB, the terms agreed',
  middleware: uploadChecks,
  request: {
    query: voicemailQuery,
    body: { required: true, content: { 'multipart/form-data': { schema: uploadVoicemailForm } } },
  },
  responses: {
    201: success(VoicemailSchema, 'The new voicemail'),
    400: failure(
      [
        voicemailMessages.multipart,
        voicemailMessages.termsDeclined,
        voicemailMessages.fileRequired,
        voicemailMessages.wavOnly,
        voicemailMessages.duration,
      ].join('; '),
    ),
    404: failure(credentialMessages.notFound),
    413: failure(voicemailMessages.tooLarge),
  },
});

export const listVoicemails = voicemailRoute({
  operationId: 'listVoicemails',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's voicemails, newest first, one page",
  request: { query: listVoicemailsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(VoicemailPageSchema, 'A page of voicemails'),
    400: failure('limit can not be more than 100'),
    404: failure(credentialMessages.notFound),
  },
});

export const countVoicemailWorkflows = voicemailRoute({
  operationId: 'countVoicemailWorkflows',
  method: 'get',
  path: '/{id}/workflows_number',
  tags,
  summary: 'How many campaigns (not deleted) play this recording in a live step',
  request: { params: idParams, query: voicemailQuery },
  responses: {
    200: success(z.object({ workflows_number: z.number().int() }), 'The count'),
    404: failure(notFound),
  },
});

export const getVoicemailFile = voicemailRoute({
  operationId: 'getVoicemailFile',
  method: 'get',
  path: '/{id}/file',
  tags,
  summary: 'The recording, for playback',
  request: { params: idParams, query: voicemailQuery },
  responses: {
    200: {
      description: 'The .wav file',
      headers: {
        'Content-Disposition': { description: 'inline; filename="<file name>"', schema: { type: 'string' } },
        'Cache-Control': { description: 'private, max-age=3600', schema: { type: 'string' } },
      },
      content: { 'audio/wav': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: failure(notFound),
  },
});

export const renameVoicemail = voicemailRoute({
  operationId: 'renameVoicemail',
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Rename a voicemail',
  request: { params: idParams, query: voicemailQuery, body: jsonBody(renameVoicemailInput) },
  responses: {
    200: success(VoicemailSchema, 'The voicemail as it is now'),
    400: failure('name: Fill this field; Unknown field: colour'),
    404: failure(notFound),
  },
});

export const deleteVoicemail = voicemailRoute({
  operationId: 'deleteVoicemail',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a voicemail no campaign uses',
  request: { params: idParams, query: voicemailQuery },
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted voicemail'),
    404: failure(notFound),
    409: failure(voicemailMessages.inUse),
  },
});
