import { OpenAPIHono, type RouteConfig, createRoute as declareRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/context';
import { AppError, errorMessages } from '../errors';
import { inputMessages } from '../platform/input-guard';
import { type ApiTag, apiTags } from './tags';

/**
 * One declaration per route (issue 12, STYLE "One declaration per route"): a module builds its
 * router with `createRouter()` and declares each route with `createRoute` below (that of
 * `@hono/zod-openapi`, names required), its responses made of `success(...)` and `failure(...)`. The same
 * declaration validates the request, answers a bad one with `{ ok: false, error }` (a ZodError
 * thrown here becomes the 400 of `app.onError`, with the messages every route gives), and
 * writes the route into `/api/openapi.json`.
 */
export { z } from '@hono/zod-openapi';

/**
 * The names every route declaration carries (issue 24 item 6). `operationId`: camelCase, unique in
 * the document, the operation's name as a developer would search for it (verb + object, the verb
 * from the spec path's action when it has one: `signIn`, `fetchWorkflows`, `getSpaceInfo`; else
 * list/get/create/update/delete): generated clients make it their method name, so it stays stable.
 * The declaration's const has the same name, so one grep finds the declaration and its handler.
 * `tags`: the operation's one area, described in tags.ts.
 */
export interface OperationNames {
  operationId: string;
  tags: readonly [ApiTag];
}

/** `createRoute` of @hono/zod-openapi, which here will not compile without the names above. */
export function createRoute<
  Path extends string,
  Route extends Omit<RouteConfig, 'path' | 'tags'> & { path: Path } & OperationNames,
>(route: Route) {
  // The tag tuple is readonly here (so `const tags = ['Area'] as const` types it); the registry reads it.
  return declareRoute(route as unknown as Omit<Route, 'tags'> & { path: Path; tags: string[] });
}

const operationIdPattern = /^[a-z][a-zA-Z0-9]*$/;

/** Refuses, at startup, a route declared without the names (one built around `createRoute`). */
export function assertOperationNames(route: Pick<RouteConfig, 'method' | 'path' | 'operationId' | 'tags'>) {
  const where = `${route.method.toUpperCase()} ${route.path}`;
  if (!route.operationId || !operationIdPattern.test(route.operationId))
    throw new Error(`${where}: declare a camelCase operationId (openapi/contract.ts createRoute)`);
  const tags = route.tags ?? [];
  if (tags.length !== 1 || !Object.keys(apiTags).includes(tags[0] ?? ''))
    throw new Error(`${where}: declare one tag of openapi/tags.ts (got ${JSON.stringify(tags)})`);
}

/** `{ ok: false, error }`: every error answer of the API (spec platform §7). */
export const errorEnvelope = z
  .object({ ok: z.literal(false), error: z.string().openapi({ example: 'Not found' }) })
  .openapi('Error');

/** `{ ok: true, payload }` around a payload schema. */
export function okEnvelope<Payload extends z.ZodType>(payload: Payload) {
  return z.object({ ok: z.literal(true), payload });
}

/** A success response of a route: the envelope around `payload`, described for the reference. */
export function success<Payload extends z.ZodType>(payload: Payload, description: string) {
  return { description, content: { 'application/json': { schema: okEnvelope(payload) } } };
}

/** An error response of a route, with the spec's message when it gives one. */
export function failure(description: string) {
  return { description, content: { 'application/json': { schema: errorEnvelope } } };
}

/**
 * `{ ok: false, error, code, feature?, tier? }`: a locked feature (code 'feature_locked') or a tier
 * limit reached ('limit_reached'), HTTP 402 (issue 13; platform/entitlements.ts). The client turns
 * it into the upgrade prompt.
 */
export const lockedEnvelope = z
  .object({
    ok: z.literal(false),
    error: z.string().openapi({ example: 'Video is available from the Growth plan: upgrade to use it' }),
    code: z.enum(['feature_locked', 'limit_reached']),
    feature: z.string().optional().openapi({ description: 'The feature flag (sdk features.ts)' }),
    tier: z.string().optional().openapi({ description: 'The lowest tier whose plan includes it' }),
    limit: z.number().int().optional().openapi({ description: "The plan's limit (limit_reached)" }),
  })
  .openapi('Locked');

/**
 * The 400 the input guard gives before any route runs (platform/input-guard.ts): an address with a
 * broken percent-encoding or a NUL. Declared on the routes that have no 400 of their own.
 */
export const addressFailure = failure(`${inputMessages.badAddressEncoding}; ${inputMessages.nul}`);

/** The 402 of a route a plan gates: a locked feature or a limit reached. */
export function lockedFailure(description: string) {
  return { description, content: { 'application/json': { schema: lockedEnvelope } } };
}

/**
 * A module's router: validation failures go to `app.onError` like every other 400, every route
 * declared with `sessionSecurity` refuses API keys (below), and a route without its operationId
 * and tag is refused when the router is built.
 */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });
  const declare = router.openapi.bind(router);
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) => {
    assertOperationNames(route);
    return (declare as (...args: unknown[]) => unknown)(withSessionOnlyGuard(route), ...rest);
  }) as typeof router.openapi;
  return router;
}

/** The `{ ok: true, payload }` body of a declared route's success (typed against its schema). */
export function okBody<Payload>(payload: Payload) {
  return { ok: true as const, payload };
}

/** The routes of a workspace: a bearer token (session or API key) and the workspace as `space`. */
export const bearerSecurity = [{ bearer: [] }];

/**
 * A route an API key may never call (issue 23 item 12): it gives, takes or shows rights that outlive
 * the key (invites and join codes, roles, pages and credentials of members, member removal, new
 * keys, webhook endpoints and secrets, the person's own email, password and profile, workspaces
 * created or joined, admin powers). Declared as the route's `security`, so /api/openapi.json says
 * it, and enforced by every router of `createRouter()`: 403 'API keys can not be used for this call'.
 */
export const sessionSecurity = [{ session: [] }];

export function isSessionOnlyRoute(route: Pick<RouteConfig, 'security'>): boolean {
  return route.security?.some((requirement) => 'session' in requirement) ?? false;
}

/** First in a session-only route's chain: the auth middleware refuses a key when it sees the mark. */
const markSessionOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('sessionOnly', true);
  await next();
};

/** Last before validation, for routers that authenticate before the route's own middleware. */
const refuseApiKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('apiKey')) throw new AppError(403, errorMessages.sessionOnly);
  await next();
};

function withSessionOnlyGuard<Route extends RouteConfig>(route: Route): Route {
  if (!isSessionOnlyRoute(route)) return route;
  const own = route.middleware === undefined ? [] : [route.middleware].flat();
  return { ...route, middleware: [markSessionOnly, ...own, refuseApiKey] };
}

/** Every call of a workspace takes its id as `space` (spec platform §7). */
export const spaceQuery = z.object({
  space: z.string().optional().openapi({ description: 'The workspace id' }),
});

/** A row's id in the path (`/{id}`). */
export const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });

/** A required JSON body of `schema`. */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** What `authenticate` and `requireSpace` answer before any route of a workspace runs. */
export const workspaceFailures = {
  401: failure(errorMessages.tokenNotValid),
  403: failure(`${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}`),
};

/**
 * A route with the checks that must come before its declared request is validated (sign-in, a
 * role, a body limit, a throttle), so an anonymous caller gets 401 and a worker 403 before any 400.
 */
export function guarded<Route extends RouteConfig>(route: Route, ...middleware: MiddlewareHandler<AppEnv>[]) {
  return { ...route, middleware };
}
