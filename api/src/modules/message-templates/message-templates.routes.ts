import { failure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import {
  createTemplateInput,
  listTemplatesQuery,
  MessageTemplatePageSchema,
  MessageTemplateSchema,
  templateMessages,
  updateTemplateInput,
} from './message-templates.schema';

const tags = ['Message templates'] as const;
/** Field rules, then the step rules of the channel (`text: ...`, `subject: ...`). */
const invalidTemplate = failure(
  `name: Fill this field; ${templateMessages.channel}; text: message can not be longer than 300; subject: Fill this field`,
);

export const listTemplates = workspaceRoute({
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

export const createTemplate = workspaceRoute({
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

export const updateTemplate = workspaceRoute({
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

export const deleteTemplate = workspaceRoute({
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

export const duplicateTemplate = workspaceRoute({
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
