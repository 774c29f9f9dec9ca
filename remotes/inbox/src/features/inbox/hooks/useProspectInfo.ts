import { api } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';
import { inboxKeys } from '../inbox.keys';
import type { ProspectInfoJson } from '../inbox.types';

/** GET /profiles/{id}, the prospect beside the chat. */
export function useProspectInfo(prospectId: string) {
  return useQuery({
    queryKey: inboxKeys.prospect(prospectId),
    queryFn: () => api.get<ProspectInfoJson>(`/profiles/${prospectId}`),
  });
}
