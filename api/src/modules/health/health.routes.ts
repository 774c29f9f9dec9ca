import { sql } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import { AppError, errorMessages } from '../../errors';
import {
  addressFailure,
  createRoute,
  createRouter,
  failure,
  okBody,
  success,
  z,
} from '../../openapi/contract';

export const HealthStatus = z
  .object({
    status: z.literal('ok'),
    version: z.string().openapi({ example: '0.1.0' }),
    database: z.enum(['pglite', 'postgres']),
  })
  .openapi('HealthStatus');

export const getHealth = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/',
  tags: ['Health'],
  summary: 'Whether this node and its database answer',
  description: 'Public. Load balancers take a node out when it answers 503.',
  responses: {
    200: success(HealthStatus, 'The node and its database answer'),
    400: addressFailure,
    503: failure('Database is unavailable'),
  },
});

/** GET /health: public; 503 when the database does not answer (load balancers take the node out). */
export function healthRoutes(deps: AppDependencies) {
  const router = createRouter();

  router.openapi(getHealth, async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      deps.logger.error({ err: error }, 'health check: database did not answer');
      throw new AppError(503, errorMessages.databaseUnavailable);
    }
    c.header('Cache-Control', 'no-store');
    return c.json(
      okBody({ status: 'ok' as const, version: deps.version, database: deps.database.mode }),
      200,
    );
  });

  return router;
}
