import type { AppDependencies } from '../../platform/context';
import { failure, idParams, jsonBody, okBody, spaceQuery, success, z } from '../../openapi/contract';
import { workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { autoLabelRulesRoutes } from './auto-labels.routes';
import {
  createLabelInput,
  LabelSchema,
  labelMessages,
  listLabelsQuery,
  updateLabelInput,
} from './labels.schema';
import { createLabel, deleteLabel, listLabels, updateLabel } from './labels.service';

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

export const createLabelRoute = workspaceRoute({
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

export const updateLabelRoute = workspaceRoute({
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

export const deleteLabelRoute = workspaceRoute({
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

/** /labels (spec outreach §7 "GET /labels/fetch; POST create; PUT /labels/{id}; DELETE"). */
export function labelsRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps);
  // /labels/auto_rules: the auto-label rules (issue 15), behind the same checks.
  router.route('/auto_rules', autoLabelRulesRoutes(deps));

  router.openapi(fetchLabels, async (c) =>
    c.json(okBody(await listLabels(c.get('scope'), c.get('user').id, c.req.valid('query').type)), 200),
  );
  router.openapi(createLabelRoute, async (c) =>
    c.json(okBody(await createLabel(c.get('scope'), c.get('user').id, c.req.valid('json'))), 201),
  );
  router.openapi(updateLabelRoute, async (c) =>
    c.json(
      okBody(
        await updateLabel(c.get('scope'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
      ),
      200,
    ),
  );
  router.openapi(deleteLabelRoute, async (c) =>
    c.json(okBody(await deleteLabel(c.get('scope'), c.get('user').id, c.req.valid('param').id)), 200),
  );
  return router;
}
