/** The declaration of /oauth, named by its operationId; the handler is in oauth.handlers.ts. */
import { errorMessages } from '../../errors';
import { bearerSecurity, createRoute, failure, jsonBody, success } from '../../openapi/contract';
import { OauthAcceptedSchema, oauthAcceptInput, sessionFailures } from './auth.schema';

export const acceptOauthClient = createRoute({
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
