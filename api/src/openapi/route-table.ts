import type { Hono } from 'hono';

/** `GET /api/workflows/:id` for every handler of the app's route table under /api (middleware left out). */
export function apiRoutesOf(app: Pick<Hono, 'routes'>): string[] {
  const routes = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    routes.add(`${route.method} ${route.path.replace(/\/$/, '')}`);
  }
  return [...routes].sort();
}

/** The same form for every operation of an OpenAPI document served at /api (`{id}` becomes `:id`). */
export function documentedRoutesOf(document: { paths?: Record<string, Record<string, unknown>> }): string[] {
  const routes = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of Object.keys(operations)) {
      const hono = path.replace(/\{([^}]+)\}/g, ':$1').replace(/\/$/, '');
      routes.add(`${method.toUpperCase()} /api${hono}`);
    }
  }
  return [...routes].sort();
}
