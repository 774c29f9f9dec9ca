import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { AppError } from '../../errors';
import { failure, idParams, jsonBody, okBody, spaceQuery, success, z } from '../../openapi/contract';
import { workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { credentialMessages } from '../credentials';
import { visibleCredentialId } from './credential-guard';
import {
  createSignatureInput,
  credentialQuery,
  optionalCredentialQuery,
  SignatureSchema,
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

const tags = ['Signatures'] as const;
const credentialDescription = { description: 'The credential (sender) the signatures belong to' };
const listQuery = z.object({
  credentials_id: credentialQuery.shape.credentials_id.openapi(credentialDescription),
  ...spaceQuery.shape,
});
const signatureQuery = z.object({
  credentials_id: optionalCredentialQuery.shape.credentials_id.openapi({
    description: 'When given, the signature must belong to this credential',
  }),
  ...spaceQuery.shape,
});

export const listSignaturesRoute = workspaceRoute({
  operationId: 'listSignatures',
  method: 'get',
  path: '/',
  tags,
  summary: "A credential's signatures",
  request: { query: listQuery },
  responses: {
    200: success(z.array(SignatureSchema), 'The signatures, default first'),
    400: failure('credentials_id: Fill this field'),
    404: failure(credentialMessages.notFound),
  },
});

export const createSignatureRoute = workspaceRoute({
  operationId: 'createSignature',
  method: 'post',
  path: '/',
  tags,
  summary: 'Add a signature to a credential',
  request: { query: listQuery, body: jsonBody(createSignatureInput) },
  responses: {
    201: success(SignatureSchema, 'The new signature'),
    400: failure('Fill this field; message can not be longer than 100'),
    404: failure(credentialMessages.notFound),
  },
});

export const updateSignatureRoute = workspaceRoute({
  operationId: 'updateSignature',
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Rename, rewrite or make default a signature',
  request: { params: idParams, query: signatureQuery, body: jsonBody(updateSignatureInput) },
  responses: {
    200: success(SignatureSchema, 'The signature as it is now'),
    400: failure('Fill this field; message can not be longer than 100'),
    404: failure(`${signatureMessages.notFound}; ${credentialMessages.notFound}`),
  },
});

export const deleteSignatureRoute = workspaceRoute({
  operationId: 'deleteSignature',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a signature',
  request: { params: idParams, query: signatureQuery },
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted signature'),
    404: failure(`${signatureMessages.notFound}; ${credentialMessages.notFound}`),
  },
});

/**
 * /credentials/signatures (spec outreach §7 "Signatures: GET, POST, PATCH, DELETE
 * under credentials; body name and content"). Mounted in app.ts before the
 * /credentials router, whose routes are /credentials/{id}/...
 */
export function signaturesRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps);

  const credentialOf = async (c: Context<AppEnv>, credentialId: string) =>
    visibleCredentialId(deps.db, c.get('scope').spaceId, c.get('user'), credentialId);

  /** A signature the member may touch: in the workspace, on a credential they see (the one named, when named). */
  const signatureOf = async (c: Context<AppEnv>, id: string, named: string | undefined) => {
    const row = await findSignature(c.get('scope'), id);
    if (named && named !== row.credentialId) throw new AppError(404, signatureMessages.notFound);
    await credentialOf(c, row.credentialId);
    return row;
  };

  router.openapi(listSignaturesRoute, async (c) => {
    const credentialId = await credentialOf(c, c.req.valid('query').credentials_id);
    return c.json(okBody(await listSignatures(c.get('scope'), credentialId)), 200);
  });
  router.openapi(createSignatureRoute, async (c) => {
    const credentialId = await credentialOf(c, c.req.valid('query').credentials_id);
    return c.json(okBody(await createSignature(c.get('scope'), credentialId, c.req.valid('json'))), 201);
  });
  router.openapi(updateSignatureRoute, async (c) => {
    const row = await signatureOf(c, c.req.valid('param').id, c.req.valid('query').credentials_id);
    return c.json(okBody(await updateSignature(c.get('scope'), row, c.req.valid('json'))), 200);
  });
  router.openapi(deleteSignatureRoute, async (c) => {
    const row = await signatureOf(c, c.req.valid('param').id, c.req.valid('query').credentials_id);
    return c.json(okBody(await deleteSignature(c.get('scope'), row)), 200);
  });
  return router;
}
