import { brandSchema } from '@outreach/brands/schema';
import { remoteNames } from '@outreach/core/areas';
import type { AppDependencies } from '../../platform/context';
import { addressFailure, createRoute, createRouter, okBody, success, z } from '../../openapi/contract';
import { clientConfig } from './config.service';

export const ClientConfigSchema = z
  .object({
    brand: brandSchema,
    remotes: z.record(z.enum(remoteNames), z.string()).openapi({
      example: { inbox: '/remotes/inbox/mf-manifest.json' },
    }),
    version: z.string(),
  })
  .openapi('ClientConfig');

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

/** GET /config: public, never cached (a brand or a remote URL change shows on the next load). */
export function configRoutes(deps: AppDependencies) {
  const router = createRouter();

  router.openapi(getConfig, async (c) => {
    c.header('Cache-Control', 'no-store');
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    return c.json(okBody(await clientConfig(deps.db, host, deps)), 200);
  });

  return router;
}
