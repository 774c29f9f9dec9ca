import { api, useRealtimeEvent, useSession } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { serverEvents } from '@outreach/core/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** One research as GET /ai/company_researches lists it (spec ai-telephony §3 "Company research"). */
export type CompanyResearch = ApiSchema<'CompanyResearch'>;
/** GET and POST /ai/company_researches: the attempts left today and the researches, newest first. */
export type CompanyResearches = ApiSchema<'CompanyResearches'>;
/** POST /ai/company_researches body. */
export type StartResearchInput = ApiBody<'post', '/ai/company_researches'>;

/** While a research is pending the list is read again this often, in case a socket event is missed. */
export const pendingPollMs = 3_000;

/** Under the workspace's key, so switching workspaces never shows the previous one's researches. */
export const companyResearchKey = (space: string | null) => ['space', space, 'company-researches'] as const;

/** `refetch_data` as the research announces its end (api modules/ai/research). */
interface ResearchFinished {
  company_research_id?: unknown;
}

/**
 * The workspace's researches: polled every 3 s while one is pending, and read again at once when
 * the API announces a research's end over realtime (`refetch_data` with company_research_id).
 */
export function useCompanyResearches(enabled: boolean) {
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  useRealtimeEvent<ResearchFinished>(serverEvents.refetchData, (payload) => {
    if (typeof payload?.company_research_id !== 'string') return;
    void queryClient.invalidateQueries({ queryKey: companyResearchKey(space) });
  });
  return useQuery({
    queryKey: companyResearchKey(space),
    queryFn: () => api.GET('/ai/company_researches'),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.company_researches.some((research) => research.status === 'pending')
        ? pendingPollMs
        : false,
  });
}

/** POST /ai/company_researches: the answer (the new research first, pending) replaces the list. */
export function useStartResearch() {
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartResearchInput) => api.POST('/ai/company_researches', { body: input }),
    onSuccess: (researches) => queryClient.setQueryData(companyResearchKey(space), researches),
  });
}
