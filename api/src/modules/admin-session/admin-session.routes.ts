import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { errorMessages } from '../../errors';
import {
  bearerSecurity,
  createRoute,
  createRouter,
  failure,
  okBody,
  spaceQuery,
  success,
} from '../../openapi/contract';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import { authenticate } from '../../platform/authenticate';
import {
  AdminValidationSchema,
  ImpersonationEndSchema,
  OriginalAdminValidationSchema,
} from './admin-session.schema';
import { assertPlatformAdmin, validateAdmin, validateOriginalAdmin } from './admin-session.service';
import { endImpersonations } from '../../platform/impersonation-audit';

/** Platform admins only (403 otherwise). Mount after `authenticate`; the admin area's routes use it. */
export function requirePlatformAdmin() {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertPlatformAdmin(c.get('user'));
    await next();
  });
}

const tags = ['Admin'] as const;
const signedInFailures = {
  401: failure(errorMessages.tokenNotValid),
  403: failure(apiKeyAuthMessages.sessionOnly),
};

export const validateAdminRoute = createRoute({
  operationId: 'validateAdmin',
  method: 'get',
  path: '/validate',
  tags,
  security: bearerSecurity,
  summary:
    'Whether the signed-in user is a platform admin, a super admin, and which brands they resell (answers every signed-in user)',
  responses: {
    200: success(AdminValidationSchema, 'The answer'),
    ...signedInFailures,
  },
});

export const validateOriginalAdminRoute = createRoute({
  operationId: 'validateOriginalAdmin',
  method: 'get',
  path: '/validate_original',
  tags,
  security: bearerSecurity,
  summary:
    "Whether the route guard may keep `space`: a platform admin, and whether it is a customer's workspace",
  request: { query: spaceQuery },
  responses: {
    200: success(OriginalAdminValidationSchema, 'The answer'),
    ...signedInFailures,
  },
});

export const endImpersonation = createRoute({
  operationId: 'endImpersonation',
  method: 'post',
  path: '/impersonation/end',
  tags,
  security: bearerSecurity,
  summary:
    '"Back to admin": ends the signed-in admin\'s "log in as customer" in `space` (every open one without it), audited as impersonation.end',
  request: { query: spaceQuery },
  responses: {
    200: success(ImpersonationEndSchema, 'How many sessions ended'),
    ...signedInFailures,
  },
});

/**
 * /admin/validate, /admin/validate_original and /admin/impersonation/end (spec platform §7 Admin). Both answer
 * every signed-in user with a yes or no, so the client asks without an error toast;
 * the admin area issue mounts the rest of /admin beside this router, so the sign-in
 * check belongs to these two routes rather than to every path under /admin.
 */
export function adminSessionRoutes(deps: AppDependencies) {
  const router = createRouter();
  const signedIn = authenticate(deps);

  router.openapi({ ...validateAdminRoute, middleware: [signedIn] }, async (c) =>
    c.json(okBody(await validateAdmin(deps.db, c.get('user'))), 200),
  );

  router.openapi({ ...validateOriginalAdminRoute, middleware: [signedIn] }, async (c) =>
    c.json(okBody(await validateOriginalAdmin(deps.db, c.get('user'), c.req.valid('query').space)), 200),
  );

  // Open to every signed-in user, as the two above: someone with no session open ends none.
  router.openapi({ ...endImpersonation, middleware: [signedIn] }, async (c) => {
    const space = c.req.valid('query').space || undefined;
    const ended = await endImpersonations(deps.db, deps.clock, c.get('user'), 'back_to_admin', space);
    return c.json(okBody({ ended }), 200);
  });

  return router;
}
