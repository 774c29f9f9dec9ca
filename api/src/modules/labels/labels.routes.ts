/**
 * The declarations of /labels (spec outreach §7 "GET /labels/fetch; POST create; PUT /labels/{id};
 * DELETE"), each named by its operationId; the handlers are in labels.handlers.ts.
 */
import { failure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import {
  createLabelInput,
  LabelSchema,
  labelMessages,
  listLabelsQuery,
  updateLabelInput,
} from './labels.schema';

const tags = ['Labels'] as const;

export const fetchLabels = workspaceRoute({
  operationId: 'fetchLabels',
  method: 'get',
  path: '/fetch',
  tags,
  summary: "The workspace's labels the member may see",
  request: { query: listLabelsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(z.array(LabelSchema), 'Labels, in display order'),
    400: failure('Bad type'),
  },
});

export const createLabel = workspaceRoute({
  operationId: 'createLabel',
  method: 'post',
  path: '/',
  tags,
  summary: 'Create a label',
  request: {
    body: jsonBody(createLabelInput),
  },
  responses: {
    201: success(LabelSchema, 'The new label'),
    400: failure('Fill this field; message can not be longer than 30'),
    409: failure(labelMessages.nameTaken),
  },
});

export const updateLabel = workspaceRoute({
  operationId: 'updateLabel',
  method: 'put',
  path: '/{id}',
  tags,
  summary: 'Rename, recolour, share or move a label',
  request: {
    params: idParams,
    body: jsonBody(updateLabelInput),
  },
  responses: {
    200: success(LabelSchema, 'The label as it is now'),
    400: failure(labelMessages.aiLabelFixed),
    404: failure(labelMessages.notFound),
    409: failure(labelMessages.nameTaken),
  },
});

export const deleteLabel = workspaceRoute({
  operationId: 'deleteLabel',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a label (and take it off every prospect)',
  request: { params: idParams },
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted label'),
    400: failure(labelMessages.aiLabelFixed),
    404: failure(labelMessages.notFound),
  },
});
