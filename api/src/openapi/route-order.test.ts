import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { apiRoutesOf } from './route-table';

/**
 * No route depends on mount order (issue 12 item 9): Hono tries handlers in the order they were
 * registered, so two routes of one method that can match the same URL (`/credentials/seats` and
 * `/credentials/:id`) would answer by whichever router app.ts mounted first. This test finds every
 * such pair in the app's route table. None may come from two routers that app.ts mounts side by
 * side; the few below are inside one module, whose file registers the static route first.
 */
const orderedInOneModule = [
  // sending-domains.handlers.ts: bindOperations registers /availability before a domain's /:id.
  'GET /api/ai_email/domains/:id | GET /api/ai_email/domains/availability',
  // reference.routes.ts: the initializer is served before the assets folder's files.
  'GET /api/docs/assets/:file | GET /api/docs/assets/reference.js',
  // employees.handlers.ts: bindOperations registers /employee_profiles, /load_from_company and /statistics before /:id.
  'GET /api/employees/:id | GET /api/employees/employee_profiles',
  'GET /api/employees/:id | GET /api/employees/load_from_company',
  'GET /api/employees/:id | GET /api/employees/statistics',
  // integrations.handlers.ts binds Calendly's routes (integrations/calendly) before the providers' /:provider/... ones.
  'GET /api/integrations/:provider/oauth_callback | GET /api/integrations/calendly/oauth_callback',
  // workflows.handlers.ts: bindOperations registers /fetch before /:id.
  'GET /api/workflows/:id | GET /api/workflows/fetch',
  // workflows.handlers.ts mounts csv-import's router first (`router.route('/', csvRoutes)`).
  'GET /api/workflows/:id/progress | GET /api/workflows/csv_imports/:id',
  'GET /api/workflows/:id/prospects | GET /api/workflows/csv_imports/:id',
  'GET /api/workflows/:id/rates | GET /api/workflows/csv_imports/:id',
  // integrations.handlers.ts: Calendly's connect and disconnect before /:provider/connect and /disconnect.
  'POST /api/integrations/:provider/connect | POST /api/integrations/calendly/connect',
  'POST /api/integrations/:provider/disconnect | POST /api/integrations/calendly/disconnect',
  // webhooks.handlers.ts: bindOperations registers the automation settings before a webhook's /:id.
  'PUT /api/integrations/webhook/:id | PUT /api/integrations/webhook/settings',
];
function segments(route: string) {
  const [method, path = ''] = route.split(' ');
  return { method, parts: path.split('/').filter(Boolean) };
}

/** Can one URL match both patterns? A `:param` matches any one segment, a name only itself. */
export function overlap(a: string, b: string): boolean {
  const left = segments(a);
  const right = segments(b);
  if (left.method !== right.method || left.parts.length !== right.parts.length) return false;
  return left.parts.every((part, index) => {
    const other = right.parts[index] as string;
    return part.startsWith(':') || other.startsWith(':') || part === other;
  });
}

describe('routes that do not depend on mount order', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('finds an overlap when there is one (the check itself works)', () => {
    expect(overlap('GET /api/credentials/seats', 'GET /api/credentials/:id')).toBe(true);
    expect(overlap('GET /api/credentials/:id/fetch', 'GET /api/credentials/seats')).toBe(false);
    expect(overlap('POST /api/a/:id', 'GET /api/a/:id')).toBe(false);
  });

  it('no two routers mounted side by side can match the same request', () => {
    const routes = apiRoutesOf(ctx.app);
    const pairs: string[] = [];
    routes.forEach((route, index) => {
      for (const other of routes.slice(index + 1))
        if (overlap(route, other)) pairs.push(`${route} | ${other}`);
    });
    expect(pairs).toEqual(orderedInOneModule);
  });
});
