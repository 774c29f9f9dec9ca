/** react-query keys of the integrations catalogue and mailboxes. */
export const integrationKeys = {
  all: ['integrations'] as const,
  catalogue: (space: string | null, credentialId: string | null) =>
    ['integrations', 'catalogue', space, credentialId] as const,
};
