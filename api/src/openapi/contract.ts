import { OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/context';
import { AppError, errorMessages } from '../errors';

/**
 * One declaration per route (issue 12, STYLE "One declaration per route"): a module builds its
 * router with `createRouter()` and declares each route with `createRoute` from
 * `@hono/zod-openapi`, its responses made of `success(...)` and `failure(...)` below. The same
 * declaration validates the request, answers a bad one with `{ ok: false, error }` (a ZodError
 * thrown here becomes the 400 of `app.onError`, with the messages every route gives), and
 * writes the route into `/api/openapi.json`.
 */
export { createRoute, z } from '@hono/zod-openapi';

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
 * limit reached ('limit_reached'), HTTP 402 (issue 13; billing/entitlements.ts). The client turns
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

/** The 402 of a route a plan gates: a locked feature or a limit reached. */
export function lockedFailure(description: string) {
  return { description, content: { 'application/json': { schema: lockedEnvelope } } };
}

/**
 * A module's router: validation failures go to `app.onError` like every other 400, and every route
 * declared with `sessionSecurity` refuses API keys (below).
 */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });
  const declare = router.openapi.bind(router);
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) =>
    (declare as (...args: unknown[]) => unknown)(
      withSessionOnlyGuard(route),
      ...rest,
    )) as typeof router.openapi;
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
