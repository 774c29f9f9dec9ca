import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from './context';
import { AppError, errorMessages } from '../errors';
import { authenticateApiKey, presentedApiKey } from './api-key-auth';
import { recordAdminViewRequest } from './impersonation-audit';
import { bearerToken, findSession } from './identity';

/**
 * Rejects the request with 401 'Token is not valid' unless it carries a live token; sets `user`.
 * A workspace API key (issue 12) is checked by api-key-auth.ts instead: it pins the workspace.
 * After the request, a platform admin's action in a customer's workspace goes to the audit log
 * (impersonation-audit.ts, issue 23 item 11).
 */
export function authenticate(deps: AppDependencies) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const apiKey = presentedApiKey(c.req.header('authorization'), c.req.header('x-api-key'));
    if (apiKey !== undefined) {
      await authenticateApiKey(deps, c, apiKey);
      await next();
      return;
    }
    // One statement: the token's user and their current workspace, which requireSpace then reuses.
    const found = await findSession(deps.db, bearerToken(c.req.header('authorization')));
    if (!found) throw new AppError(401, errorMessages.tokenNotValid);
    c.set('user', found.user);
    c.set('tokenHash', found.tokenHash);
    if (found.currentSpace) c.set('currentSpace', found.currentSpace);
    await next();
    // A platform admin may be acting in a customer's workspace: audited here, once for every route.
    if (found.user.isAdmin) await recordAdminViewRequest(deps.db, deps.clock, c);
  });
}
