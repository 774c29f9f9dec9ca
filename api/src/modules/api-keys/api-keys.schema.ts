import { z } from '@hono/zod-openapi';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import { dateTime } from '../../openapi/json-fields';

/** Live keys a workspace may hold at once; revoked ones do not count. */
export const maxLiveApiKeys = 50;
export const maxApiKeyNameLength = 100;

/** Messages the UI shows verbatim (issue 12; the envelope's `error`). */
export const apiKeyMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name can not be longer than ${maxApiKeyNameLength} characters`,
  nameTaken: 'An API key with this name already exists',
  tooMany: `A workspace can have at most ${maxLiveApiKeys} API keys, revoke one first`,
  notFound: 'API key not found',
  ...apiKeyAuthMessages,
} as const;

export const createApiKeyInput = z.object({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(maxApiKeyNameLength, apiKeyMessages.nameTooLong),
});
export type CreateApiKeyInput = z.output<typeof createApiKeyInput>;

/** A key as the list shows it: never the secret nor its hash. */
export const ApiKeySchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ example: 'Partner CRM' }),
    prefix: z.string().openapi({ description: 'The visible start of the secret', example: 'rk_live_AbCd' }),
    created_by: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
    created_at: dateTime,
    last_used_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('ApiKey');
export type ApiKeyJson = z.infer<typeof ApiKeySchema>;

/** POST's answer: the only time the whole secret is ever sent. */
export const CreatedApiKeySchema = ApiKeySchema.extend({
  secret: z.string().openapi({ description: 'The whole secret, shown this once', example: 'rk_live_…' }),
}).openapi('CreatedApiKey');
export type CreatedApiKeyJson = z.infer<typeof CreatedApiKeySchema>;
