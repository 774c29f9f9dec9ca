/**
 * The declaration of POST /api/operator/admin, the running server's side of `npm run admin` on the
 * embedded database (issue 26 item 27); the handler is in operator.handlers.ts.
 */
import { errorMessages } from '../../errors';
import { createRoute, failure, jsonBody, success } from '../../openapi/contract';
import { AdminCommandResult, runAdminCommandInput } from './operator.schema';

export const runAdminCommand = createRoute({
  operationId: 'runAdminCommand',
  method: 'post',
  path: '/admin',
  tags: ['Operator'],
  security: [],
  summary: 'Run `npm run admin` in the server that holds the embedded database',
  description:
    'Only while the server runs on the embedded database (no DATABASE_URL), only from this machine, and only with the secret the server wrote into DATA_DIR/admin-endpoint.json at start (Authorization: Bearer). Anyone else gets 404 as for an unknown path.',
  request: { body: jsonBody(runAdminCommandInput) },
  responses: {
    200: success(AdminCommandResult, 'What the command printed, and its exit code'),
    400: failure('The body is not { args: string[] }'),
    404: failure(errorMessages.notFound),
  },
});
