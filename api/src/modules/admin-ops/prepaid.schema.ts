import { z } from '@hono/zod-openapi';

export const PrepaidCustomerSchema = z
  .object({
    id: z.string(),
    brand: z.string(),
    email: z.string(),
    stripe_customer: z.string(),
    currency: z.string(),
    tier: z.string(),
    interval: z.string(),
    space_id: z
      .string()
      .nullable()
      .openapi({ description: 'The workspace the terms went to, once it exists' }),
    applied_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('PrepaidCustomer');
export type PrepaidCustomerJson = z.infer<typeof PrepaidCustomerSchema>;

export const PrepaidListSchema = z
  .object({ items: z.array(PrepaidCustomerSchema), total: z.number().int() })
  .openapi('PrepaidCustomerList');

/** spec platform §9 page sizes: admin lists 25 a page. */
export const prepaidPageSize = 25;

export const prepaidListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
  limit: z.coerce.number().int().min(1).max(100).optional().default(prepaidPageSize),
});

/** Shapes only: the messages come from prepaid.service (validatedPrepaid). */
export const prepaidInput = z
  .object({
    email: z.string().max(320),
    stripe_customer: z.string().max(255),
    currency: z.string().max(10),
    tier: z.string().max(50),
    interval: z.string().max(50),
    brand: z.string().max(200).optional(),
  })
  .openapi('PrepaidCustomerInput');
export type PrepaidInput = z.infer<typeof prepaidInput>;

export const prepaidIdParams = z.object({
  id: z
    .string()
    .max(200)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
