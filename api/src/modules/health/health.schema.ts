import { z } from '../../openapi/contract';

/** What GET /health answers when the node and its database answer. */
export const HealthStatus = z
  .object({
    status: z.literal('ok'),
    version: z.string().openapi({ example: '0.1.0' }),
    database: z.enum(['pglite', 'postgres']),
  })
  .openapi('HealthStatus');
