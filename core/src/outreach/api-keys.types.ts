import type { ApiSchema } from '../contract';

/**
 * Workspace API keys as GET/POST /integrations/api_keys answer them (Integrations › API token),
 * the API's own schemas (contract.gen.ts).
 */
export type ApiKeyJson = ApiSchema<'ApiKey'>;

/** POST's answer: the only time the whole secret is ever sent. */
export type CreatedApiKeyJson = ApiSchema<'CreatedApiKey'>;
