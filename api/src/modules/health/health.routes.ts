import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { AppError, errorMessages } from '../../errors';
import { ok } from '../../http';

/** GET /health: public; 503 when the database does not answer (load balancers take the node out). */
export function healthRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();

  router.get('/', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      deps.logger.error({ err: error }, 'health check: database did not answer');
      throw new AppError(503, errorMessages.databaseUnavailable);
    }
    c.header('Cache-Control', 'no-store');
    return ok(c, { status: 'ok', version: deps.version, database: deps.database.mode });
  });

  return router;
}
