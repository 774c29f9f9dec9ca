import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { AppError } from '../../errors';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { visibleCredentialId } from './credential-guard';
import * as routes from './signatures.routes';
import { signatureMessages } from './signatures.schema';
import {
  createSignature,
  deleteSignature,
  findSignature,
  listSignatures,
  updateSignature,
} from './signatures.service';

/** The handlers of /credentials/signatures, one per declaration of signatures.routes.ts. */
export function signaturesHandlers(deps: AppDependencies): Handlers<typeof routes> {
  const credentialOf = async (c: Context<AppEnv>, credentialId: string) =>
    visibleCredentialId(deps.db, c.get('scope').spaceId, c.get('user'), credentialId, c.get('access'));

  /** A signature the member may touch: in the workspace, on a credential they see (the one named, when named). */
  const signatureOf = async (c: Context<AppEnv>, id: string, named: string | undefined) => {
    const row = await findSignature(c.get('scope'), id);
    if (named && named !== row.credentialId) throw new AppError(404, signatureMessages.notFound);
    await credentialOf(c, row.credentialId);
    return row;
  };

  return {
    listSignatures: async (c) => {
      const credentialId = await credentialOf(c, c.req.valid('query').credentials_id);
      return c.json(okBody(await listSignatures(c.get('scope'), credentialId)), 200);
    },
    createSignature: async (c) => {
      const credentialId = await credentialOf(c, c.req.valid('query').credentials_id);
      return c.json(okBody(await createSignature(c.get('scope'), credentialId, c.req.valid('json'))), 201);
    },
    updateSignature: async (c) => {
      const row = await signatureOf(c, c.req.valid('param').id, c.req.valid('query').credentials_id);
      return c.json(okBody(await updateSignature(c.get('scope'), row, c.req.valid('json'))), 200);
    },
    deleteSignature: async (c) => {
      const row = await signatureOf(c, c.req.valid('param').id, c.req.valid('query').credentials_id);
      return c.json(okBody(await deleteSignature(c.get('scope'), row)), 200);
    },
  };
}

/**
 * /credentials/signatures (spec outreach §7 "Signatures: GET, POST, PATCH, DELETE
 * under credentials; body name and content"). Mounted in app.ts before the
 * /credentials router, whose routes are /credentials/{id}/...
 */
export function signaturesRoutes(deps: AppDependencies) {
  return bindOperations(workspaceRouter(deps), routes, signaturesHandlers(deps));
}
