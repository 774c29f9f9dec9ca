import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { failure, idParams, jsonBody, okBody, spaceQuery, success, z } from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { requireFeature } from '../../platform/entitlements';
import { credentialMessages } from '../credentials';
import { visibleCredentialId } from '../signatures';
import { uploadGuards } from '../../openapi/uploads';
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
import {
  deleteVoicemail,
  listVoicemails,
  renameVoicemail,
  saveVoicemail,
  voicemailAudio,
  workflowsUsing,
} from './voicemails.service';

const tags = ['Voicemails'] as const;

/** 402 when the plan does not include the feature (platform/entitlements.ts). */
const locked = featureLockedFailure('voicemail', 'growth');

/** Size and multipart checks before the declared form (openapi/uploads.ts). */
const uploadChecks = uploadGuards({
  maxBytes: maxVoicemailBytes,
  tooLarge: voicemailMessages.tooLarge,
  notMultipart: voicemailMessages.multipart,
});

const voicemailQuery = credentialsQuery.extend(spaceQuery.shape);
const notFound = `${voicemailMessages.notFound}; ${credentialMessages.notFound}`;

export const uploadVoicemail = workspaceRoute({
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
    402: locked,
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

export const listVoicemailsRoute = workspaceRoute({
  operationId: 'listVoicemails',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's voicemails, newest first, one page",
  request: { query: listVoicemailsQuery.extend(spaceQuery.shape) },
  responses: {
    402: locked,
    200: success(VoicemailPageSchema, 'A page of voicemails'),
    400: failure('limit can not be more than 100'),
    404: failure(credentialMessages.notFound),
  },
});

export const countVoicemailWorkflows = workspaceRoute({
  operationId: 'countVoicemailWorkflows',
  method: 'get',
  path: '/{id}/workflows_number',
  tags,
  summary: 'How many campaigns (not deleted) play this recording in a live step',
  request: { params: idParams, query: voicemailQuery },
  responses: {
    402: locked,
    200: success(z.object({ workflows_number: z.number().int() }), 'The count'),
    404: failure(notFound),
  },
});

export const getVoicemailFile = workspaceRoute({
  operationId: 'getVoicemailFile',
  method: 'get',
  path: '/{id}/file',
  tags,
  summary: 'The recording, for playback',
  request: { params: idParams, query: voicemailQuery },
  responses: {
    402: locked,
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

export const renameVoicemailRoute = workspaceRoute({
  operationId: 'renameVoicemail',
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Rename a voicemail',
  request: { params: idParams, query: voicemailQuery, body: jsonBody(renameVoicemailInput) },
  responses: {
    402: locked,
    200: success(VoicemailSchema, 'The voicemail as it is now'),
    400: failure('name: Fill this field; Unknown field: colour'),
    404: failure(notFound),
  },
});

export const deleteVoicemailRoute = workspaceRoute({
  operationId: 'deleteVoicemail',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a voicemail no campaign uses',
  request: { params: idParams, query: voicemailQuery },
  responses: {
    402: locked,
    200: success(z.object({ _id: z.string() }), 'The deleted voicemail'),
    404: failure(notFound),
    409: failure(voicemailMessages.inUse),
  },
});

/**
 * /voicemail/audio (spec outreach §7 "POST /voicemail/audio … All take
 * credentials_id"). The credential is optional; when named it must be one the
 * member may see. `GET /{id}/file` serves the recording back for playback.
 */
export function voicemailsRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps, requireFeature(deps, 'voicemail'));

  /** The credential the call names (404 unless the member may see it), or null when none is named. */
  const namedCredential = async (c: Context<AppEnv>, credentialId: string | undefined) =>
    credentialId ? visibleCredentialId(deps.db, c.get('scope').spaceId, c.get('user'), credentialId) : null;

  router.openapi(uploadVoicemail, async (c) => {
    const credentialId = await namedCredential(c, c.req.valid('query').credentials_id);
    const { file, file_name, name } = c.req.valid('form');
    const saved = await saveVoicemail(c.get('scope'), {
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName: file_name?.trim() || file.name,
      name,
      credentialId,
    });
    return c.json(okBody(saved), 201);
  });

  router.openapi(listVoicemailsRoute, async (c) => {
    const query = c.req.valid('query');
    await namedCredential(c, query.credentials_id);
    return c.json(okBody(await listVoicemails(c.get('scope'), query)), 200);
  });

  router.openapi(countVoicemailWorkflows, async (c) => {
    await namedCredential(c, c.req.valid('query').credentials_id);
    const workflowsNumber = await workflowsUsing(c.get('scope'), c.req.valid('param').id);
    return c.json(okBody({ workflows_number: workflowsNumber }), 200);
  });

  router.openapi(getVoicemailFile, async (c) => {
    await namedCredential(c, c.req.valid('query').credentials_id);
    const { bytes, fileName } = await voicemailAudio(c.get('scope'), c.req.valid('param').id);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'audio/wav',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
      'Cache-Control': 'private, max-age=3600',
    });
  });

  router.openapi(renameVoicemailRoute, async (c) => {
    await namedCredential(c, c.req.valid('query').credentials_id);
    const { name } = c.req.valid('json');
    return c.json(okBody(await renameVoicemail(c.get('scope'), c.req.valid('param').id, name)), 200);
  });

  router.openapi(deleteVoicemailRoute, async (c) => {
    await namedCredential(c, c.req.valid('query').credentials_id);
    return c.json(okBody(await deleteVoicemail(c.get('scope'), c.req.valid('param').id)), 200);
  });
  return router;
}
