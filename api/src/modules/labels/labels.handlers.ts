import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { autoLabelRulesRoutes } from './auto-labels.handlers';
import * as routes from './labels.routes';
import { createLabel, deleteLabel, listLabels, updateLabel } from './labels.service';

/** The handlers of /labels, one per declaration of labels.routes.ts, under its operationId. */
export const labelsHandlers: Handlers<typeof routes> = {
  fetchLabels: async (c) =>
    c.json(okBody(await listLabels(c.get('scope'), c.get('user').id, c.req.valid('query').type)), 200),
  createLabel: async (c) =>
    c.json(okBody(await createLabel(c.get('scope'), c.get('user').id, c.req.valid('json'))), 201),
  updateLabel: async (c) =>
    c.json(
      okBody(
        await updateLabel(c.get('scope'), c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
      ),
      200,
    ),
  deleteLabel: async (c) =>
    c.json(okBody(await deleteLabel(c.get('scope'), c.get('user').id, c.req.valid('param').id)), 200),
};

/** /labels: the labels and, under /labels/auto_rules, the auto-label rules (issue 15). */
export function labelsRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps);
  router.route('/auto_rules', autoLabelRulesRoutes());
  return bindOperations(router, routes, labelsHandlers);
}
