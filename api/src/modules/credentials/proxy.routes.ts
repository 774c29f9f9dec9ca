/** The declaration of /proxy, named by its operationId; the handler is in proxy.handlers.ts. */
import { bearerSecurity, createRoute, success, workspaceFailures, z } from '../../openapi/contract';
import { ProxyCountrySchema } from './credential-responses.schema';

export const listProxyCountries = createRoute({
  operationId: 'listProxyCountries',
  method: 'get',
  path: '/v2/countries',
  tags: ['Credentials'],
  security: bearerSecurity,
  summary: 'The countries proxies come from, per proxy type (count 0: out of reserve)',
  responses: {
    200: success(z.array(ProxyCountrySchema), 'Countries and proxy types'),
    401: workspaceFailures[401],
  },
});
