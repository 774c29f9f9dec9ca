import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { type AdminScope, assertBrandInScope, requireAdminScope } from '../../platform/admin-scope';
import { authenticate } from '../../platform/authenticate';
import { whitelabelMessages } from './messages';
import { sendTestEmail } from './test-email';
import * as routes from './whitelabels.routes';
import {
  archiveWhitelabel,
  createWhitelabel,
  getWhitelabel,
  listWhitelabels,
  restoreWhitelabel,
  saveAssets,
  saveColors,
  saveDetails,
  saveEmailConfig,
  saveEmailDomain,
  saveOptions,
  saveSupport,
  type WhitelabelOptions,
} from './whitelabels.service';

/** A request to save one section of a white-label: its id in the path, the section as the body. */
type SectionContext<Body> = Context<AppEnv, string, { out: { param: { id: string }; json: Body } }>;

/** The PUTs of a white-label's sections share one shape: the section's saver, the scope, the id, the body. */
function saveSection<Body, Saved>(
  deps: AppDependencies,
  save: (deps: AppDependencies, scope: AdminScope, id: string, input: Body) => Promise<Saved>,
) {
  return async (c: SectionContext<Body>) =>
    c.json(okBody(await save(deps, c.get('adminScope'), c.req.valid('param').id, c.req.valid('json'))), 200);
}

/** The handlers of /admin/whitelabels and /admin/emails/test, one per declaration of whitelabels.routes.ts. */
export function whitelabelsHandlers(
  deps: AppDependencies,
  options: WhitelabelOptions,
): Handlers<typeof routes> {
  return {
    listWhitelabels: async (c) =>
      c.json(okBody(await listWhitelabels(deps.db, c.get('adminScope'), c.req.valid('query').status)), 200),
    createWhitelabel: async (c) =>
      c.json(okBody(await createWhitelabel(deps, c.get('adminScope'), c.req.valid('json'))), 201),
    getWhitelabel: async (c) =>
      c.json(okBody(await getWhitelabel(deps.db, c.get('adminScope'), c.req.valid('param').id)), 200),
    updateWhitelabelDetails: saveSection(deps, saveDetails),
    updateWhitelabelColors: saveSection(deps, saveColors),
    updateWhitelabelAssets: saveSection(deps, saveAssets),
    updateWhitelabelOptions: saveSection(deps, saveOptions),
    updateWhitelabelEmailConfig: async (c) => {
      const { id } = c.req.valid('param');
      const saved = await saveEmailConfig(deps, c.get('adminScope'), id, c.req.valid('json'), options);
      return c.json(okBody(saved), 200);
    },
    setWhitelabelEmailDomain: saveSection(deps, saveEmailDomain),
    updateWhitelabelSupport: saveSection(deps, saveSupport),
    archiveWhitelabel: async (c) =>
      c.json(okBody(await archiveWhitelabel(deps, c.get('adminScope'), c.req.valid('param').id)), 200),
    restoreWhitelabel: async (c) =>
      c.json(okBody(await restoreWhitelabel(deps, c.get('adminScope'), c.req.valid('param').id)), 200),
    sendBrandTestEmail: async (c) =>
      c.json(okBody(await sendTestEmail(deps, c.get('adminScope'), c.req.valid('json'), options)), 200),
  };
}

/** Routes of one white-label: another brand's id is 404 for a reseller before the body is read. */
const inScope = createMiddleware<AppEnv>(async (c, next) => {
  assertBrandInScope(c.get('adminScope'), c.req.param('id') ?? '', whitelabelMessages.notFound);
  await next();
});

/**
 * /admin/whitelabels and /admin/emails/test (issue 14): white-labels as records. Platform admins
 * see and edit all; resellers (owner emails) only their own brands' colours and assets, support
 * and email (404 for another brand, 403 for what only platform admins do).
 */
export function whitelabelsRoutes(deps: AppDependencies, options: WhitelabelOptions) {
  const admin = [authenticate(deps), requireAdminScope(deps)] as const;
  const { listWhitelabels, createWhitelabel, sendBrandTestEmail, ...ofOne } = routes;
  const guardedRoutes = {
    ...guardEach({ listWhitelabels, createWhitelabel, sendBrandTestEmail }, ...admin),
    ...guardEach(ofOne, ...admin, inScope),
  };
  return bindOperations(createRouter(), guardedRoutes, whitelabelsHandlers(deps, options));
}
