import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../context';
import { AppError, errorMessages } from '../../errors';
import { bearerToken, findUserByToken } from './auth.service';

/** Rejects the request with 401 'Token is not valid' unless it carries a live token; sets `user`. */
export function authenticate(deps: AppDependencies) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await findUserByToken(deps.db, bearerToken(c.req.header('authorization')));
    if (!found) throw new AppError(401, errorMessages.tokenNotValid);
    c.set('user', found.user);
    c.set('tokenHash', found.tokenHash);
    await next();
  });
}
