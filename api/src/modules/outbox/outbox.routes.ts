/**
 * The declarations of GET /api/outbox and GET /api/outbox/{id} (the local outbox for tests and
 * scripts), each named by its operationId; the handlers, and the viewer's pages, are in
 * outbox.handlers.ts.
 */
import { errorMessages } from '../../errors';
import { createRoute, failure, idParams, success, z } from '../../openapi/contract';
import { OutboxMailSchema, outboxQuery } from './outbox.schema';

const tags = ['Outbox'] as const;
const whoMayRead =
  'Only while mail goes to the local outbox (no SMTP_URL), and only for a client on this machine or a platform admin (bearer token); anyone else gets 404 as for an unknown path.';
const notFound = { 404: failure(errorMessages.notFound) };

export const listOutbox = createRoute({
  operationId: 'listOutbox',
  method: 'get',
  path: '/',
  tags,
  security: [],
  summary: 'The local outbox, newest first (at most 50)',
  description: whoMayRead,
  request: { query: outboxQuery },
  responses: {
    200: success(z.array(OutboxMailSchema), 'The messages'),
    ...notFound,
  },
});

export const getOutboxMail = createRoute({
  operationId: 'getOutboxMail',
  method: 'get',
  path: '/{id}',
  tags,
  security: [],
  summary: 'One message of the local outbox',
  description: whoMayRead,
  request: { params: idParams },
  responses: {
    200: success(OutboxMailSchema, 'The message'),
    ...notFound,
  },
});
