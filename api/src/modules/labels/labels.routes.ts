import type { AppDependencies } from '../../context';
import { createRoute, createRouter, failure, okBody, success, z } from '../../openapi/contract';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import {
  createLabelInput,
  LabelSchema,
  labelMessages,
  listLabelsQuery,
  updateLabelInput,
} from './labels.schema';
import { createLabel, deleteLabel, listLabels, updateLabel } from './labels.service';

const tags = ['Labels'];
const security = [{ bearer: [] }];
/** Every call of a workspace takes its id as `space` (spec platform §7). */
const spaceQuery = z.object({ space: z.string().optional().openapi({ description: 'The workspace id' }) });
const labelParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const signedIn = {
  401: failure('Token is not valid'),
  403: failure('No access to this workspace'),
};

export const fetchLabels = createRoute({
  method: 'get',
  path: '/fetch',
  tags,
  security,
  summary: "The workspace's labels the member may see",
  request: { query: listLabelsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(z.array(LabelSchema), 'Labels, in display order'),
    400: failure('Bad type'),
    ...signedIn,
  },
});

export const postLabel = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  summary: 'Create a label',
  request: {
    query: spaceQuery,
    body: { required: true, content: { 'application/json': { schema: createLabelInput } } },
  },
  responses: {
    201: success(LabelSchema, 'The new label'),
    400: failure('Fill this field; message can not be longer than 30'),
    409: failure(labelMessages.nameTaken),
    ...signedIn,
  },
});

export const putLabel = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  security,
  summary: 'Rename, recolour, share or move a label',
  request: {
    params: labelParams,
    query: spaceQuery,
    body: { required: true, content: { 'application/json': { schema: updateLabelInput } } },
  },
  responses: {
    200: success(LabelSchema, 'The label as it is now'),
    400: failure(labelMessages.aiLabelFixed),
    404: failure(labelMessages.notFound),
    409: failure(labelMessages.nameTaken),
    ...signedIn,
  },
});

export const removeLabel = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Delete a label (and take it off every prospect)',
  request: { params: labelParams, query: spaceQuery },
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted label'),
    400: failure(labelMessages.aiLabelFixed),
    404: failure(labelMessages.notFound),
    ...signedIn,
  },
});

/** /labels (spec outreach §7 "GET /labels/fetch; POST create; PUT /labels/{id}; DELETE"). */
export function labelsRoutes(deps: AppDependencies) {
  const router = createRouter();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.openapi(fetchLabels, async (c) =>
    c.json(okBody(await listLabels(c.get('scope'), c.get('user').id, c.req.valid('query').type)), 200),
  );
  router.openapi(postLabel, async (c) =>
    c.json(okBody(await createLabel(c.get('scope'), c.get('user').id, c.req.valid('json'))), 201),
  );
  router.openapi(putLabel, async (c) =>
    c.json(
      okBody(
        await updateLabel(c.get('scope'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
      ),
      200,
    ),
  );
  router.openapi(removeLabel, async (c) =>
    c.json(okBody(await deleteLabel(c.get('scope'), c.get('user').id, c.req.valid('param').id)), 200),
  );
  return router;
}
