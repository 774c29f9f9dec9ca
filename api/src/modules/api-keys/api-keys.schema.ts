import { z } from 'zod';

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
  notValid: 'API key is not valid',
  sessionOnly: 'API keys can not be used for this call',
  rateLimited: (seconds: number) =>
    `Too many requests with this API key, please try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
} as const;

export const createApiKeyInput = z.object({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(maxApiKeyNameLength, apiKeyMessages.nameTooLong),
});
export type CreateApiKeyInput = z.output<typeof createApiKeyInput>;

/** A key as the list shows it (never the secret nor its hash), and POST's answer with the secret once. */
export type { ApiKeyJson, CreatedApiKeyJson } from '@outreach/sdk/outreach';
