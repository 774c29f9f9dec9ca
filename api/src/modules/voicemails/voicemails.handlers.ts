import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { requireFeature } from '../../platform/entitlements';
import { visibleCredentialId } from '../signatures';
import * as routes from './voicemails.routes';
import {
  deleteVoicemail,
  listVoicemails,
  renameVoicemail,
  saveVoicemail,
  voicemailAudio,
  workflowsUsing,
} from './voicemails.service';

/** The handlers of /voicemail/audio, one per declaration of voicemails.routes.ts, under its operationId. */
export function voicemailsHandlers(deps: AppDependencies): Handlers<typeof routes> {
  /** The credential the call names (404 unless the member may see it), or null when none is named. */
  const namedCredential = async (c: Context<AppEnv>, credentialId: string | undefined) =>
    credentialId
      ? visibleCredentialId(deps.db, c.get('scope').spaceId, c.get('user'), credentialId, c.get('access'))
      : null;

  return {
    uploadVoicemail: async (c) => {
      const credentialId = await namedCredential(c, c.req.valid('query').credentials_id);
      const { file, file_name, name } = c.req.valid('form');
      const saved = await saveVoicemail(c.get('scope'), {
        bytes: new Uint8Array(await file.arrayBuffer()),
        fileName: file_name?.trim() || file.name,
        name,
        credentialId,
      });
      return c.json(okBody(saved), 201);
    },
    listVoicemails: async (c) => {
      const query = c.req.valid('query');
      await namedCredential(c, query.credentials_id);
      return c.json(okBody(await listVoicemails(c.get('scope'), query)), 200);
    },
    countVoicemailWorkflows: async (c) => {
      await namedCredential(c, c.req.valid('query').credentials_id);
      const workflowsNumber = await workflowsUsing(c.get('scope'), c.req.valid('param').id);
      return c.json(okBody({ workflows_number: workflowsNumber }), 200);
    },
    getVoicemailFile: async (c) => {
      await namedCredential(c, c.req.valid('query').credentials_id);
      const { bytes, fileName } = await voicemailAudio(c.get('scope'), c.req.valid('param').id);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'audio/wav',
        'Content-Length': String(bytes.length),
        'Content-Disposition': `inline; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
        'Cache-Control': 'private, max-age=3600',
      });
    },
    renameVoicemail: async (c) => {
      await namedCredential(c, c.req.valid('query').credentials_id);
      const { name } = c.req.valid('json');
      return c.json(okBody(await renameVoicemail(c.get('scope'), c.req.valid('param').id, name)), 200);
    },
    deleteVoicemail: async (c) => {
      await namedCredential(c, c.req.valid('query').credentials_id);
      return c.json(okBody(await deleteVoicemail(c.get('scope'), c.req.valid('param').id)), 200);
    },
  };
}

/**
 * /voicemail/audio (spec outreach §7 "POST /voicemail/audio … All take
 * credentials_id"). The credential is optional; when named it must be one the
 * member may see. `GET /{id}/file` serves the recording back for playback.
 */
export function voicemailsRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps, requireFeature(deps, 'voicemail'));
  return bindOperations(router, routes, voicemailsHandlers(deps));
}
