/** react-query keys of Integrations › API token. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
};
