import type { AppDependencies } from '../../platform/context';
import { failure, idParams, jsonBody, okBody, spaceQuery, success, z } from '../../openapi/contract';
import { workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import {
  createTemplateInput,
  listTemplatesQuery,
  MessageTemplatePageSchema,
  MessageTemplateSchema,
  messageTemplateJson,
  templateMessages,
  updateTemplateInput,
} from './message-templates.schema';
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  findTemplate,
  listTemplates,
  updateTemplate,
} from './message-templates.service';

const tags = ['Message templates'] as const;
/** Field rules, then the step rules of the channel (`text: ...`, `subject: ...`). */
const invalidTemplate = failure(
  `name: Fill this field; ${templateMessages.channel}; text: message can not be longer than 300; subject: Fill this field`,
);

export const listTemplatesRoute = workspaceRoute({
  operationId: 'listTemplates',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's templates, newest change first, by channel and text, paged",
  request: { query: listTemplatesQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(MessageTemplatePageSchema, 'A page of templates'),
    400: failure(`${templateMessages.channel}; page_size can not be more than 100`),
  },
});

export const createTemplateRoute = workspaceRoute({
  operationId: 'createTemplate',
  method: 'post',
  path: '/',
  tags,
  summary: 'Create a template',
  request: {
    body: jsonBody(createTemplateInput),
  },
  responses: {
    201: success(MessageTemplateSchema, 'The new template'),
    400: invalidTemplate,
    409: failure(templateMessages.duplicateName),
  },
});

export const getTemplate = workspaceRoute({
  operationId: 'getTemplate',
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'One template',
  request: { params: idParams },
  responses: {
    200: success(MessageTemplateSchema, 'The template'),
    404: failure(templateMessages.notFound),
  },
});

export const updateTemplateRoute = workspaceRoute({
  operationId: 'updateTemplate',
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Change a template (a changed channel is checked with its own rules)',
  request: {
    params: idParams,
    body: jsonBody(updateTemplateInput),
  },
  responses: {
    200: success(MessageTemplateSchema, 'The template as it is now'),
    400: invalidTemplate,
    404: failure(templateMessages.notFound),
    409: failure(templateMessages.duplicateName),
  },
});

export const deleteTemplateRoute = workspaceRoute({
  operationId: 'deleteTemplate',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a template',
  request: { params: idParams },
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted template'),
    404: failure(templateMessages.notFound),
  },
});

export const duplicateTemplateRoute = workspaceRoute({
  operationId: 'duplicateTemplate',
  method: 'post',
  path: '/{id}/duplicate',
  tags,
  summary: 'Copy a template as "Name (copy)", "Name (copy 2)", ...',
  request: { params: idParams },
  responses: {
    201: success(MessageTemplateSchema, 'The copy'),
    404: failure(templateMessages.notFound),
    409: failure(templateMessages.duplicateName),
  },
});

/**
 * /message_templates: the workspace's "My Templates" (spec outreach §2 Templates,
 * /templates/my-templates). Every member of the workspace shares them; rules in
 * the service, docs/decisions.md "Message templates (issue 4)".
 */
export function messageTemplatesRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps);

  router.openapi(listTemplatesRoute, async (c) =>
    c.json(okBody(await listTemplates(c.get('scope'), c.req.valid('query'))), 200),
  );
  router.openapi(createTemplateRoute, async (c) =>
    c.json(okBody(await createTemplate(c.get('scope'), c.get('user').id, c.req.valid('json'))), 201),
  );
  router.openapi(getTemplate, async (c) =>
    c.json(okBody(messageTemplateJson(await findTemplate(c.get('scope'), c.req.valid('param').id))), 200),
  );
  router.openapi(updateTemplateRoute, async (c) => {
    const row = await findTemplate(c.get('scope'), c.req.valid('param').id);
    return c.json(okBody(await updateTemplate(c.get('scope'), row, c.req.valid('json'))), 200);
  });
  router.openapi(deleteTemplateRoute, async (c) => {
    const row = await findTemplate(c.get('scope'), c.req.valid('param').id);
    return c.json(okBody(await deleteTemplate(c.get('scope'), row)), 200);
  });
  router.openapi(duplicateTemplateRoute, async (c) => {
    const row = await findTemplate(c.get('scope'), c.req.valid('param').id);
    return c.json(okBody(await duplicateTemplate(c.get('scope'), c.get('user').id, row)), 201);
  });
  return router;
}
