import { integrationKeys as live } from '@outreach/sdk/live-queries';

/** react-query keys of the integrations catalogue and mailboxes, under the sdk's (realtime events refresh them). */
export const integrationKeys = {
  all: live.all,
  catalogue: (space: string | null, credentialId: string | null) =>
    [...live.all, 'catalogue', space, credentialId] as const,
};
