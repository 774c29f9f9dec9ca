import { brandSchema } from '@outreach/brands/schema';
import { remoteNames } from '@outreach/core/areas';
import { z } from '../../openapi/contract';

/** What the shell needs before it can render: the host's brand, each remote's manifest URL, the version. */
export const ClientConfigSchema = z
  .object({
    brand: brandSchema,
    remotes: z.record(z.enum(remoteNames), z.string()).openapi({
      example: { inbox: '/remotes/inbox/mf-manifest.json' },
    }),
    signIn: z.object({ google: z.boolean(), microsoft: z.boolean() }).openapi({
      description: 'Sign-in providers offered on this host: configured, and allowed by its brand',
    }),
    version: z.string(),
  })
  .openapi('ClientConfig');
