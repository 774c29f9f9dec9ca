import type { AppDependencies } from '../../platform/context';
import { errorMessages } from '../../errors';
import {
  bearerSecurity,
  createRoute,
  createRouter,
  failure,
  jsonBody,
  okBody,
  success,
} from '../../openapi/contract';
import { authenticate } from '../../platform/authenticate';
import { sessionFailures } from './auth.routes';
import { OauthAcceptedSchema, oauthAcceptInput } from './auth.schema';
import { acceptOauthClient } from './oauth.service';

export const acceptOauthClientRoute = createRoute({
  operationId: 'acceptOauthClient',
  method: 'post',
  path: '/accept',
  tags: ['Auth'],
  security: bearerSecurity,
  summary: 'Let a registered OAuth client in for the signed-in user (a one-time code, 10 minutes)',
  request: { body: jsonBody(oauthAcceptInput) },
  responses: {
    200: success(
      OauthAcceptedSchema,
      "Where to send the person: the client's redirect URI with code and state",
    ),
    400: failure(
      `${errorMessages.unknownOauthClient}; state: State is required; client_id: Client id is required`,
    ),
    ...sessionFailures,
  },
});

/** /oauth (spec platform §7 Auth: POST /oauth/accept {state, client_id}). */
export function oauthRoutes(deps: AppDependencies) {
  const router = createRouter();
  router.use('/accept', authenticate(deps));

  router.openapi(acceptOauthClientRoute, async (c) =>
    c.json(okBody(await acceptOauthClient(deps.db, deps.clock, c.get('user'), c.req.valid('json'))), 200),
  );

  return router;
}
