import { crmPipelinesQuery } from '@outreach/sdk/page-data';

/** react-query keys of the built-in CRM; everything under ['crm', space]. */
export const crmKeys = {
  all: (space: string | null) => ['crm', space] as const,
  /** Started by the shell with /crm/manage/default (sdk page-data.ts). */
  pipelines: (space: string | null) => crmPipelinesQuery(space).queryKey,
  stages: (space: string | null, pipelineId: string) => ['crm', space, 'stages', pipelineId] as const,
  owners: (space: string | null) => ['crm', space, 'owners'] as const,
  currencies: (space: string | null) => ['crm', space, 'currencies'] as const,
  profiles: (space: string | null, q: string) => ['crm', space, 'profiles', q] as const,
  /** A deal's timeline (its prospect's booked meetings). */
  timeline: (space: string | null, dealId: string) => ['crm', space, 'timeline', dealId] as const,
};
