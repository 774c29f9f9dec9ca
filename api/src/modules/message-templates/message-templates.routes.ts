import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import {
  createTemplateInput,
  listTemplatesQuery,
  messageTemplateJson,
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

/**
 * /message_templates: the workspace's "My Templates" (spec outreach §2 Templates,
 * /templates/my-templates). Every member of the workspace shares them; rules in
 * the service, docs/decisions.md "Message templates (issue 4)".
 */
export function messageTemplatesRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.get('/', async (c) => ok(c, await listTemplates(c.get('scope'), readQuery(c, listTemplatesQuery))));
  router.post('/', async (c) => {
    const input = await readJson(c, createTemplateInput);
    return ok(c, await createTemplate(c.get('scope'), c.get('user').id, input), 201);
  });
  router.get('/:id', async (c) =>
    ok(c, messageTemplateJson(await findTemplate(c.get('scope'), c.req.param('id')))),
  );
  router.patch('/:id', async (c) => {
    const row = await findTemplate(c.get('scope'), c.req.param('id'));
    return ok(c, await updateTemplate(c.get('scope'), row, await readJson(c, updateTemplateInput)));
  });
  router.delete('/:id', async (c) => {
    const row = await findTemplate(c.get('scope'), c.req.param('id'));
    return ok(c, await deleteTemplate(c.get('scope'), row));
  });
  router.post('/:id/duplicate', async (c) => {
    const row = await findTemplate(c.get('scope'), c.req.param('id'));
    return ok(c, await duplicateTemplate(c.get('scope'), c.get('user').id, row), 201);
  });
  return router;
}
