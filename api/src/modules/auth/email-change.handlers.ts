import type { AppDependencies } from '../../platform/context';
import { createRouter, guarded, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import { userJson } from '../users';
import * as routes from './email-change.routes';
import { confirmEmailChange, requestEmailChange } from './email-change.service';

/** The handlers of the email change, one per declaration of email-change.routes.ts, under its operationId. */
export function emailChangeHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    changeEmail: async (c) =>
      c.json(okBody(await requestEmailChange(deps, c.get('user'), c.req.valid('json'))), 200),
    confirmEmailChange: async (c) => {
      const { token, user } = await confirmEmailChange(deps, c.req.valid('json').code);
      await deps.realtime.sessionsChanged?.(user.id);
      return c.json(okBody({ token, user: userJson(user) }), 200);
    },
  };
}

/** The user's own email change (issue 23 item 3), mounted on /auth next to authRoutes. */
export function emailChangeRoutes(deps: AppDependencies) {
  const checked = { ...routes, changeEmail: guarded(routes.changeEmail, authenticate(deps)) };
  return bindOperations(createRouter(), checked, emailChangeHandlers(deps));
}
