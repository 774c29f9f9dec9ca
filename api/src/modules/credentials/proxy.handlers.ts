import type { AppDependencies } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import type { CredentialsRoutesOptions } from './credentials.handlers';
import * as routes from './proxy.routes';

/** The handler of /proxy, under the operationId of its declaration in proxy.routes.ts. */
export function proxyHandlers(options: Pick<CredentialsRoutesOptions, 'proxies'>): Handlers<typeof routes> {
  return {
    listProxyCountries: (c) => c.json(okBody([...options.proxies.countries()]), 200),
  };
}

/** /proxy/v2/countries (platform §7): [{code, name, count, type}]; count 0 is out of reserve. */
export function proxyRoutes(deps: AppDependencies, options: Pick<CredentialsRoutesOptions, 'proxies'>) {
  const router = createRouter();
  router.use('*', authenticate(deps));
  return bindOperations(router, routes, proxyHandlers(options));
}
