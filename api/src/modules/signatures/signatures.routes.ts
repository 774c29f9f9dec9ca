import { failure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { credentialMessages } from '../credentials';
import {
  createSignatureInput,
  credentialQuery,
  optionalCredentialQuery,
  SignatureSchema,
  signatureMessages,
  updateSignatureInput,
} from './signatures.schema';

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

export const listSignatures = workspaceRoute({
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

export const createSignature = workspaceRoute({
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

export const updateSignature = workspaceRoute({
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

export const deleteSignature = workspaceRoute({
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
