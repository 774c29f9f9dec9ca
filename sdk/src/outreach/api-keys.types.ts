/**
 * Workspace API keys as GET/POST /integrations/api_keys answer them (Integrations › API token),
 * read by the API (modules/api-keys) and the inbox remote's API token page.
 */
export interface ApiKeyJson {
  _id: string;
  name: string;
  /** The visible start of the secret, e.g. `rk_live_AbCd`. */
  prefix: string;
  created_by: { _id: string; name: string; email: string };
  created_at: string;
  last_used_at: string | null;
}

/** POST's answer: the only time the whole secret is ever sent. */
export interface CreatedApiKeyJson extends ApiKeyJson {
  secret: string;
}
