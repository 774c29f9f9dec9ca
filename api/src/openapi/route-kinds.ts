import type { RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Tier } from '@outreach/core/billing';
import type { FeatureFlag } from '@outreach/core/features';
import { errorMessages } from '../errors';
import { apiKeyAuthMessages } from '../platform/api-key-auth';
import { authenticate } from '../platform/authenticate';
import type { AppDependencies, AppEnv } from '../platform/context';
import { lockedMessage } from '../platform/entitlements';
import { requireSpace } from '../platform/space-access';
import {
  bearerSecurity,
  createRoute,
  createRouter,
  failure,
  lockedFailure,
  type OperationNames,
  sessionSecurity,
  spaceQuery,
  workspaceFailures,
} from './contract';

/**
 * The kinds of route most modules declare, so each declaration says only what is its own (issue 24
 * item 8): its names, method, path, summary, request and the answers it gives itself. What every
 * route of a kind shares (the security, the space query, the failures of the checks that run before
 * it) is filled here. The operationId and the tag stay required (contract.ts `createRoute`).
 */
type Declaration<Path extends string> = Omit<RouteConfig, 'path' | 'tags' | 'security'> & {
  path: Path;
  security?: RouteConfig['security'];
} & OperationNames;

/** The route's request with `space` in the query, unless it declares a query of its own. */
type WithSpaceQuery<Route> = Route extends { request: infer Request }
  ? Request extends { query: unknown }
    ? Request
    : Request & { query: typeof spaceQuery }
  : { query: typeof spaceQuery };

/** The path parameters of a route's request (a zod object). */
type RouteParams = NonNullable<NonNullable<RouteConfig['request']>['params']>;

/** The route's request with `params` in the path, unless it declares params of its own. */
type WithParams<Route, Params> = Route extends { request: infer Request }
  ? Request extends { params: unknown }
    ? Request
    : Request & { params: Params }
  : { params: Params };

/**
 * What the routes on one row share (a price, a credential, a brand named in the path): the path
 * `params` that name it and the `failures` of finding it. `onRow(params, failures)` gives a
 * declaration those (its own params, or its own failure of a status, win), before a route kind
 * fills the rest: `payingRoute(onPaymentMethod({ ... }))`. The usual kinds of it are
 * `adminRowRoute` and `workspaceRowRoute` below.
 */
export function onRow<Params extends RouteParams, Failures extends RouteConfig['responses']>(
  params: Params,
  failures: Failures,
) {
  return <Route extends { request?: RouteConfig['request']; responses: RouteConfig['responses'] }>(
    route: Route,
  ) => ({
    ...route,
    request: { params, ...route.request } as WithParams<Route, Params>,
    responses: { ...failures, ...route.responses } as Omit<Failures, keyof Route['responses']> &
      Route['responses'],
  });
}

/** What `authenticate` answers a caller without a valid token, on a route outside the kinds below. */
export const signedInFailures = { 401: failure(errorMessages.tokenNotValid) };

/** A signed-in person's own call, which a workspace API key may not make (platform/api-key-auth.ts). */
export const sessionOnlyFailures = {
  ...signedInFailures,
  403: failure(apiKeyAuthMessages.sessionOnly),
};

/** What `requireSpace` answers on a workspace's admin-only call: `workspaceFailures` and its 403s. */
export const workspaceAdminFailures = {
  ...workspaceFailures,
  403: failure(
    `${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}; ${errorMessages.spaceAdminOnly}`,
  ),
};

/**
 * A route of a workspace, behind `authenticate` and `requireSpace`: a bearer token (or the
 * `security` it declares, such as `sessionSecurity`), `space` in the query (its own query should
 * extend `spaceQuery`), and the 401 and 403 of those checks (a 401 or 403 of its own wins).
 */
export function workspaceRoute<Path extends string, Route extends Declaration<Path>>(route: Route) {
  const { operationId, method, path, tags, security, request, responses, ...rest } = route;
  return createRoute({
    operationId,
    method,
    path,
    tags,
    security: security ?? bearerSecurity,
    ...rest,
    request: { query: spaceQuery, ...request } as WithSpaceQuery<Route>,
    responses: { ...workspaceFailures, ...responses } as Omit<
      typeof workspaceFailures,
      keyof Route['responses']
    > &
      Route['responses'],
  });
}

/** What `authenticate` and `requireAdminScope` answer before any route of /admin runs. */
export const adminFailures = {
  401: failure(errorMessages.tokenNotValid),
  403: failure(errorMessages.platformAdminOnly),
};

/**
 * A kind of route outside a workspace: a declaration gets `security` (unless it declares its own)
 * and the failures of the checks that run before it (a failure of its own with the same status
 * wins). No space query.
 */
function routeKind<Failures extends RouteConfig['responses']>(
  failures: Failures,
  defaultSecurity: RouteConfig['security'],
) {
  return <Path extends string, Route extends Declaration<Path>>(route: Route) => {
    const { operationId, method, path, tags, security, responses, ...rest } = route;
    return createRoute({
      operationId,
      method,
      path,
      tags,
      security: security ?? defaultSecurity,
      ...rest,
      responses: { ...failures, ...responses } as Omit<Failures, keyof Route['responses']> &
        Route['responses'],
    });
  };
}

/**
 * A route of the platform's admin (/admin, behind `requireAdminScope`): a bearer token and the 401
 * and 403 of the admin checks. An admin works across workspaces.
 */
export const adminRoute = routeKind(adminFailures, bearerSecurity);

/** A route behind `authenticate` alone (a signed-in person's call): a bearer token and its 401. */
export const signedInRoute = routeKind(signedInFailures, bearerSecurity);

/**
 * An `adminRoute` on one row its path names (a brand, a plan, a price, a customer): every
 * declaration of it takes `params` and answers the `failures` of finding the row (`onRow`).
 */
export function adminRowRoute<Params extends RouteParams, Failures extends RouteConfig['responses']>(
  params: Params,
  failures: Failures,
) {
  const on = onRow(params, failures);
  return <Path extends string, Route extends Declaration<Path>>(route: Route) => adminRoute(on(route));
}

/**
 * A signed-in person's own call that a workspace API key may not make: a session token, the 401
 * and the 403 a key gets (platform/api-key-auth.ts).
 */
export const sessionRoute = routeKind(sessionOnlyFailures, sessionSecurity);

/**
 * An admin-only call on a workspace named in its path (/space/{id}/...): a bearer token, the 401
 * and the 403s of the workspace and admin checks (`workspaceAdminFailures`).
 */
export const workspaceAdminRoute = routeKind(workspaceAdminFailures, bearerSecurity);

/**
 * A `workspaceRoute` on one row of the workspace its path names (a credential, a dialog, a deal):
 * every declaration of it takes `params` and answers the `failures` of finding the row (`onRow`),
 * with the 402 of the area's plan feature among them where one gates it (`featureLockedFailure`).
 */
export function workspaceRowRoute<Params extends RouteParams, Failures extends RouteConfig['responses']>(
  params: Params,
  failures: Failures,
) {
  const on = onRow(params, failures);
  return <Path extends string, Route extends Declaration<Path>>(route: Route) => workspaceRoute(on(route));
}

/**
 * The 402 of the routes behind `requireFeature(deps, flag)`: the message the API gives when the
 * plan does not include the flag, `tier` being the lowest tier of the default brand's plans that does.
 */
export function featureLockedFailure(flag: FeatureFlag, tier: Tier) {
  return lockedFailure(`${lockedMessage(flag, tier)} (code feature_locked)`);
}

/**
 * The kind of an area whose plan feature `flag` (from `tier` up) gates every route: a
 * `workspaceRoute` that also declares the 402 of `requireFeature(deps, flag)`.
 */
export function featureRoute(flag: FeatureFlag, tier: Tier) {
  const locked = { 402: featureLockedFailure(flag, tier) };
  return <Path extends string, Route extends Declaration<Path>>(route: Route) =>
    workspaceRoute({ ...route, responses: { ...locked, ...route.responses } });
}

/**
 * The router of a workspace's area: every route behind `authenticate` and `requireSpace` (the 401
 * and 403 that `workspaceRoute` declares), then the area's own checks (`requireFeature`).
 */
export function workspaceRouter(deps: AppDependencies, ...checks: MiddlewareHandler<AppEnv>[]) {
  const router = createRouter();
  router.use('*', authenticate(deps), requireSpace(deps), ...checks);
  return router;
}
