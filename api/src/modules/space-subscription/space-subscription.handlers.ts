import type { AppDependencies } from '../../platform/context';
import { createRouter, guarded, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import { requireSpace } from '../../platform/space-access';
import * as routes from './space-subscription.routes';
import { validateSubscription } from './space-subscription.service';

export function spaceSubscriptionHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    validateSubscription: async (c) => c.json(okBody(await validateSubscription(deps, c.get('space'))), 200),
  };
}

/**
 * /space/subscriptions (spec platform §7 Space): any member of the workspace, also while it is
 * unpaid (that is when the page polls). Its own module: it stands on billing, which already
 * stands on spaces. Checks per route: this router shares /space with the workspace routes.
 */
export function spaceSubscriptionRoutes(deps: AppDependencies) {
  const checked = {
    ...routes,
    validateSubscription: guarded(routes.validateSubscription, authenticate(deps), requireSpace(deps)),
  };
  return bindOperations(createRouter(), checked, spaceSubscriptionHandlers(deps));
}
