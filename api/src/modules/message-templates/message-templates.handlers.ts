import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import * as routes from './message-templates.routes';
import { messageTemplateJson } from './message-templates.schema';
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  findTemplate,
  listTemplates,
  updateTemplate,
} from './message-templates.service';

/** The handlers of /message_templates, one per declaration of message-templates.routes.ts. */
export const messageTemplatesHandlers: Handlers<typeof routes> = {
  listTemplates: async (c) => c.json(okBody(await listTemplates(c.get('scope'), c.req.valid('query'))), 200),
  createTemplate: async (c) =>
    c.json(okBody(await createTemplate(c.get('scope'), c.get('user').id, c.req.valid('json'))), 201),
  getTemplate: async (c) =>
    c.json(okBody(messageTemplateJson(await findTemplate(c.get('scope'), c.req.valid('param').id))), 200),
  updateTemplate: async (c) => {
    const row = await findTemplate(c.get('scope'), c.req.valid('param').id);
    return c.json(okBody(await updateTemplate(c.get('scope'), row, c.req.valid('json'))), 200);
  },
  deleteTemplate: async (c) => {
    const row = await findTemplate(c.get('scope'), c.req.valid('param').id);
    return c.json(okBody(await deleteTemplate(c.get('scope'), row)), 200);
  },
  duplicateTemplate: async (c) => {
    const row = await findTemplate(c.get('scope'), c.req.valid('param').id);
    return c.json(okBody(await duplicateTemplate(c.get('scope'), c.get('user').id, row)), 201);
  },
};

/**
 * /message_templates: the workspace's "My Templates" (spec outreach §2 Templates,
 * /templates/my-templates). Every member of the workspace shares them; rules in
 * the service, docs/decisions.md "Message templates (issue 4)".
 */
export function messageTemplatesRoutes(deps: AppDependencies) {
  return bindOperations(workspaceRouter(deps), routes, messageTemplatesHandlers);
}
