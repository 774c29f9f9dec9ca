import type { AppDependencies } from '../../platform/context';
import { bearerToken } from '../../platform/identity';
import { AppError, errorMessages } from '../../errors';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { runAdminCli } from '../admin';
import { isLoopbackRequest } from '../outbox';
import { sameSecret } from './admin-endpoint-file';
import * as routes from './operator.routes';

/** The handler of POST /api/operator/admin: runs the command here, on the database this server holds. */
export function operatorHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    runAdminCommand: async (c) => {
      const stdout: string[] = [];
      const stderr: string[] = [];
      const exitCode = await runAdminCli(
        deps.db,
        c.req.valid('json').args,
        (line) => stdout.push(line),
        (line) => stderr.push(line),
      );
      return c.json(okBody({ exit_code: exitCode, stdout, stderr }), 200);
    },
  };
}

/**
 * /api/operator: `npm run admin` for a server on the embedded database, which no second process may
 * open (issue 26 item 27). Without a secret (Postgres, tests) it does not exist; with one, it answers
 * only a client on this machine that sends that secret, and 404 as for an unknown path to anyone else.
 */
export function operatorRoutes(deps: AppDependencies, adminSecret: string | undefined) {
  const router = createRouter();
  router.use('*', async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (
      !adminSecret ||
      !token ||
      !isLoopbackRequest(c, deps.auth.trustProxy) ||
      !sameSecret(token, adminSecret)
    )
      throw new AppError(404, errorMessages.notFound);
    await next();
  });
  return bindOperations(router, routes, operatorHandlers(deps));
}
