/** A key as GET /integrations/api_keys lists it (api/src/modules/api-keys/api-keys.schema.ts). */
export interface ApiKeyJson {
  _id: string;
  name: string;
  prefix: string;
  created_by: { _id: string; name: string; email: string };
  created_at: string;
  last_used_at: string | null;
}

/** POST's answer: the only time the secret is ever sent. */
export interface CreatedApiKeyJson extends ApiKeyJson {
  secret: string;
}
