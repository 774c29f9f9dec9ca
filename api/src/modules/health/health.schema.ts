import { z } from '../../openapi/contract';

/** What GET /health answers when the node and its database answer. */
export const HealthStatus = z
  .object({
    status: z.literal('ok'),
    version: z.string().openapi({ example: '0.1.0' }),
    database: z.enum(['pglite', 'postgres']),
    warnings: z.array(z.string()).openapi({
      description:
        "The operator's set-up problems this node logged at start (PUBLIC_URL missing or not https, mail kept in the outbox); empty when none",
    }),
  })
  .openapi('HealthStatus');
