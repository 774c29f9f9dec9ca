import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../platform/context';
import { guarded } from './contract';

/**
 * One operation, one findable place (issue 24 item 6). Each area keeps its route declarations in
 * `<area>.routes.ts`, every export named by its operationId, and its handlers in
 * `<area>.handlers.ts`, under the same names, typed by their route: a handler that reads a field
 * the declaration does not have, or answers a status it does not declare, fails to compile.
 * `bindOperations` pairs the two by name, so searching for `fetchLabels` finds the declaration,
 * the handler and the operationId of the OpenAPI document.
 */
export type Handlers<Routes extends Record<string, RouteConfig>> = {
  [Name in keyof Routes]: RouteHandler<Routes[Name], AppEnv>;
};

/** Static segments before parameters (`/fetch` before `/{id}`), otherwise declaration order. */
function bySpecificity(a: RouteConfig, b: RouteConfig): number {
  const left = a.path.split('/');
  const right = b.path.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const leftParam = left[i]?.startsWith('{') ?? false;
    const rightParam = right[i]?.startsWith('{') ?? false;
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
  }
  return 0;
}

/**
 * Registers each declaration of `routes` on `router` with the handler of the same name. The name
 * must be the route's operationId; the check runs when the router is built, so any test that
 * builds the app fails on a mismatch.
 */
export function bindOperations<Routes extends Record<string, RouteConfig>>(
  router: OpenAPIHono<AppEnv>,
  routes: Routes,
  handlers: Handlers<Routes>,
): OpenAPIHono<AppEnv> {
  const names = Object.keys(routes).sort((a, b) =>
    bySpecificity(routes[a] as RouteConfig, routes[b] as RouteConfig),
  );
  for (const name of names) {
    const route = routes[name] as RouteConfig;
    if (route.operationId !== name) {
      throw new Error(
        `Route ${name} is declared with operationId ${String(route.operationId)}: name it as its operation`,
      );
    }
    router.openapi(route, handlers[name] as never);
  }
  return router;
}

/**
 * Each of `routes` `guarded` by `middleware` (sign-in, an admin scope), for routers that share
 * their mount point with others and so may not `use('*')`: the checks run before the request is
 * validated, as `router.openapi(guarded(route, ...), handler)` did, then any middleware the route
 * declares. Names and order are kept.
 */
export function guardEach<Routes extends Record<string, RouteConfig>>(
  routes: Routes,
  ...middleware: MiddlewareHandler<AppEnv>[]
): Routes {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [
      name,
      guarded(route, ...middleware, ...[route.middleware ?? []].flat()),
    ]),
  ) as Routes;
}
