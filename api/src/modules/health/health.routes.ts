/** The declaration of /health, named by its operationId; the handler is in health.handlers.ts. */
import { addressFailure, createRoute, failure, success } from '../../openapi/contract';
import { HealthStatus } from './health.schema';

export const getHealth = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/',
  tags: ['Health'],
  summary: 'Whether this node and its database answer',
  description: 'Public. Load balancers take a node out when it answers 503.',
  responses: {
    200: success(HealthStatus, 'The node and its database answer'),
    400: addressFailure,
    503: failure('Database is unavailable'),
  },
});
