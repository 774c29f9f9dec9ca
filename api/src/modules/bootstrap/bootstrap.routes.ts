/** The declaration of /bootstrap, named by its operationId; the handler is in bootstrap.handlers.ts. */
import { errorMessages } from '../../errors';
import { failure, spaceQuery, success } from '../../openapi/contract';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import { sessionRoute } from '../../openapi/route-kinds';
import { BootstrapSchema } from './bootstrap.schema';

export const getBootstrap = sessionRoute({
  operationId: 'getBootstrap',
  method: 'get',
  path: '/',
  tags: ['Users'],
  summary:
    "A signed-in page's session calls in one: the user, the workspace's info, features, credentials and seats, the admin check",
  description:
    'Each part answers as its own route would (GET /users/fetch_user, /space/info, /space/features, ' +
    '/credentials/fetch, /credentials/seats, /admin/validate), with the same access rules: a part its ' +
    "route would refuse carries that route's status and error (`ok: false`) and the others still answer. " +
    'The workspace is `space`, else the current one, as on those routes; a workspace the caller is not ' +
    'a member of refuses the whole call, as every route of that workspace does.',
  request: { query: spaceQuery },
  responses: {
    200: success(BootstrapSchema, 'Every part, each answered or refused'),
    403: failure(`${apiKeyAuthMessages.sessionOnly}; ${errorMessages.spaceNotFound}`),
  },
});
