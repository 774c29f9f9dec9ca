import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDependencies, AppEnv } from '../../context';
import { AppError } from '../../errors';
import { ok, readJson, readQuery } from '../../http';
import { assertStorableText } from '../../input-guard';
import { authenticate } from '../auth/auth.middleware';
import { visibleCredentialId } from '../signatures/credential-guard';
import { requireSpace } from '../spaces/spaces.middleware';
import {
  credentialsQuery,
  listVoicemailsQuery,
  maxVoicemailBytes,
  renameVoicemailInput,
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

/** Room for the multipart envelope around a 20 MB file. */
const multipartOverhead = 64 * 1024;

/**
 * /voicemail/audio (spec outreach §7 "POST /voicemail/audio … All take
 * credentials_id"). The credential is optional; when named it must be one the
 * member may see. `GET /{id}/file` serves the recording back for playback.
 */
export function voicemailsRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));
  router.use('*', async (c, next) => {
    const credentialId = readQuery(c, credentialsQuery).credentials_id;
    if (credentialId) await visibleCredentialId(deps.db, c.get('scope').spaceId, c.get('user'), credentialId);
    await next();
  });

  router.post(
    '/',
    bodyLimit({
      maxSize: maxVoicemailBytes + multipartOverhead,
      onError: () => {
        throw new AppError(413, voicemailMessages.tooLarge);
      },
    }),
    async (c) => {
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw new AppError(400, voicemailMessages.multipart);
      }
      const form = await c.req.parseBody();
      // spec: outreach §4 "The terms of service must be agreed before upload".
      if (String(form.agreed_to_terms ?? '').toLowerCase() !== 'true') {
        throw new AppError(400, voicemailMessages.termsDeclined);
      }
      assertStorableText([form.file_name, form.name]);
      const file = form.file;
      if (!(file instanceof File) || file.size === 0) throw new AppError(400, voicemailMessages.fileRequired);
      const fileName =
        typeof form.file_name === 'string' && form.file_name.trim() ? form.file_name.trim() : file.name;
      const credentialId = readQuery(c, credentialsQuery).credentials_id ?? null;
      const saved = await saveVoicemail(c.get('scope'), {
        bytes: new Uint8Array(await file.arrayBuffer()),
        fileName,
        name: typeof form.name === 'string' ? form.name : undefined,
        credentialId,
      });
      return ok(c, saved, 201);
    },
  );

  router.get('/', async (c) =>
    ok(c, await listVoicemails(c.get('scope'), readQuery(c, listVoicemailsQuery))),
  );

  router.get('/:id/workflows_number', async (c) =>
    ok(c, { workflows_number: await workflowsUsing(c.get('scope'), c.req.param('id')) }),
  );

  router.get('/:id/file', async (c) => {
    const { bytes, fileName } = await voicemailAudio(c.get('scope'), c.req.param('id'));
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'audio/wav',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
      'Cache-Control': 'private, max-age=3600',
    });
  });

  router.patch('/:id', async (c) => {
    const { name } = await readJson(c, renameVoicemailInput);
    return ok(c, await renameVoicemail(c.get('scope'), c.req.param('id'), name));
  });

  router.delete('/:id', async (c) => ok(c, await deleteVoicemail(c.get('scope'), c.req.param('id'))));
  return router;
}
