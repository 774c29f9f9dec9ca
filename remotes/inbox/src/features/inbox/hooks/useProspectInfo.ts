import { api } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';
import { inboxKeys } from '../inbox.keys';

/** GET /profiles/{id}, the prospect beside the chat. */
export function useProspectInfo(prospectId: string) {
  return useQuery({
    queryKey: inboxKeys.prospect(prospectId),
    queryFn: () => api.GET('/profiles/{id}', { path: { id: prospectId } }),
  });
}
