/** The declaration of GET /integrations/catalogue (issue 15 item 5); the handler is in catalogue.handlers.ts. */
import { failure, spaceQuery, success } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { CatalogueSchema, catalogueQuery } from './catalogue.schema';
import { integrationMessages } from './integrations.schema';

export const getCatalogue = workspaceRoute({
  operationId: 'getCatalogue',
  method: 'get',
  path: '/',
  tags: ['Email integrations'],
  summary:
    'The integrations catalogue: every provider by category with its status, the credential’s mailboxes, and the PUBLIC_URL warning',
  request: { query: catalogueQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(CatalogueSchema, 'The catalogue'),
    400: failure(`credentials_id: ${integrationMessages.credentialNotFound}`),
    404: failure(integrationMessages.credentialNotFound),
  },
});
