/** The declaration of /config, named by its operationId; the handler is in config.handlers.ts. */
import { addressFailure, createRoute, success } from '../../openapi/contract';
import { ClientConfigSchema } from './config.schema';

export const getConfig = createRoute({
  operationId: 'getConfig',
  method: 'get',
  path: '/',
  tags: ['Config'],
  summary: "The brand of this host, each remote's manifest URL and the version",
  description: 'Public, never cached: a brand or a remote URL change shows on the next load.',
  responses: {
    200: success(ClientConfigSchema, 'What the shell needs before it can render'),
    400: addressFailure,
  },
});
