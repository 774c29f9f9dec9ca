import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { AppError } from '../../errors';
import { ok, readJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import { visibleCredentialId } from './credential-guard';
import {
  createSignatureInput,
  credentialQuery,
  optionalCredentialQuery,
  signatureMessages,
  updateSignatureInput,
} from './signatures.schema';
import {
  createSignature,
  deleteSignature,
  findSignature,
  listSignatures,
  updateSignature,
} from './signatures.service';

/**
 * /credentials/signatures (spec outreach §7 "Signatures: GET, POST, PATCH, DELETE
 * under credentials; body name and content"). Mounted in app.ts before the
 * /credentials router, whose routes are /credentials/{id}/...
 */
export function signaturesRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  const credentialOf = async (c: Context<AppEnv>, credentialId: string) =>
    visibleCredentialId(deps.db, c.get('scope').spaceId, c.get('user'), credentialId);

  /** A signature the member may touch: in the workspace, on a credential they see (the one named, when named). */
  const signatureOf = async (c: Context<AppEnv>) => {
    const row = await findSignature(c.get('scope'), c.req.param('id') ?? '');
    const named = readQuery(c, optionalCredentialQuery).credentials_id;
    if (named && named !== row.credentialId) throw new AppError(404, signatureMessages.notFound);
    await credentialOf(c, row.credentialId);
    return row;
  };

  router.get('/', async (c) => {
    const credentialId = await credentialOf(c, readQuery(c, credentialQuery).credentials_id);
    return ok(c, await listSignatures(c.get('scope'), credentialId));
  });
  router.post('/', async (c) => {
    const credentialId = await credentialOf(c, readQuery(c, credentialQuery).credentials_id);
    const input = await readJson(c, createSignatureInput);
    return ok(c, await createSignature(c.get('scope'), credentialId, input), 201);
  });
  router.patch('/:id', async (c) => {
    const row = await signatureOf(c);
    return ok(c, await updateSignature(c.get('scope'), row, await readJson(c, updateSignatureInput)));
  });
  router.delete('/:id', async (c) => ok(c, await deleteSignature(c.get('scope'), await signatureOf(c))));
  return router;
}
