import { z } from '@hono/zod-openapi';
import { managerTypes } from '../../db/schema';

export const ManagerSchema = z
  .object({
    id: z.string(),
    type: z.enum(managerTypes),
    name: z.string(),
    description: z.string(),
    assigned_count: z.number().int().openapi({ description: 'Customers assigned so far (round-robin)' }),
    created_at: z.string(),
  })
  .openapi('Manager');
export type ManagerJson = z.infer<typeof ManagerSchema>;

export const ManagerListSchema = z.object({ items: z.array(ManagerSchema) }).openapi('ManagerList');

/** Shapes only: the messages of spec §5 come from the service (managers.service validateManager). */
export const managerInput = z
  .object({
    type: z.enum(managerTypes),
    name: z.string().max(10_000),
    description: z.string().max(10_000).optional().default(''),
  })
  .openapi('ManagerInput');
export type ManagerInput = z.infer<typeof managerInput>;

export const managerUpdateInput = z
  .object({
    name: z.string().max(10_000).optional(),
    description: z.string().max(10_000).optional(),
  })
  .openapi('ManagerUpdateInput');
export type ManagerUpdateInput = z.infer<typeof managerUpdateInput>;

export const whitelabelIdParams = z.object({
  id: z
    .string()
    .max(200)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The white-label (brand) id' }),
});
export const managerParams = whitelabelIdParams.extend({
  managerId: z
    .string()
    .max(200)
    .openapi({ param: { name: 'managerId', in: 'path' } }),
});
