import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import * as routes from './auto-labels.routes';
import {
  createAutoLabelRule,
  deleteAutoLabelRule,
  listAutoLabelRules,
  updateAutoLabelRule,
} from './auto-labels.service';

/** The handlers of /labels/auto_rules, one per declaration of auto-labels.routes.ts. */
export const autoLabelRulesHandlers: Handlers<typeof routes> = {
  listAutoLabelRules: async (c) => c.json(okBody(await listAutoLabelRules(c.get('scope'))), 200),
  createAutoLabelRule: async (c) =>
    c.json(okBody(await createAutoLabelRule(c.get('scope'), c.get('user').id, c.req.valid('json'))), 201),
  updateAutoLabelRule: async (c) =>
    c.json(
      okBody(await updateAutoLabelRule(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  deleteAutoLabelRule: async (c) =>
    c.json(okBody(await deleteAutoLabelRule(c.get('scope'), c.req.valid('param').id)), 200),
};

/** Mounted inside the labels router (labels.handlers.ts), behind its session and workspace checks. */
export function autoLabelRulesRoutes() {
  return bindOperations(createRouter(), routes, autoLabelRulesHandlers);
}
