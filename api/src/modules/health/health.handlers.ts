import { sql } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import { AppError, errorMessages } from '../../errors';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { operatorWarnings } from '../../platform/operator-warnings';
import * as routes from './health.routes';

/**
 * `check`, run once at a time: a call made while one is running shares its outcome. Under load
 * balancer probes nothing changes (one at a time anyway); under many clients, the database is asked
 * once per round trip rather than once per request (issue 25), and every answer still comes from a
 * check that was running when the request arrived.
 */
export function sharedWhileRunning(check: () => Promise<unknown>): () => Promise<unknown> {
  let running: Promise<unknown> | null = null;
  return () => {
    running ??= check().finally(() => {
      running = null;
    });
    return running;
  };
}

/** The handler of /health, under the operationId of its declaration in health.routes.ts. */
export function healthHandlers(deps: AppDependencies): Handlers<typeof routes> {
  const pingDatabase = sharedWhileRunning(() => deps.db.execute(sql`select 1`));
  return {
    getHealth: async (c) => {
      try {
        await pingDatabase();
      } catch (error) {
        deps.logger.error({ err: error }, 'health check: database did not answer');
        throw new AppError(503, errorMessages.databaseUnavailable);
      }
      c.header('Cache-Control', 'no-store');
      return c.json(
        okBody({
          status: 'ok' as const,
          version: deps.version,
          database: deps.database.mode,
          warnings: operatorWarnings(deps),
        }),
        200,
      );
    },
  };
}

/** GET /health: public; 503 when the database does not answer (load balancers take the node out). */
export function healthRoutes(deps: AppDependencies) {
  return bindOperations(createRouter(), routes, healthHandlers(deps));
}
