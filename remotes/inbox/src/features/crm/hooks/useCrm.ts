import { useRefreshingMutation } from '../../shared/useRefreshingMutation';
import { api, useSession } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import type { StageJson } from '@outreach/core/outreach';
import { crmPipelinesQuery } from '@outreach/sdk/page-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyMove, type DealMove } from '../board-moves';
import { crmKeys } from '../crm.keys';

/** What the deal modal sends (POST deals; PUT deals/{id}/update takes the same fields). */
export type DealInput = ApiBody<'post', '/integrations/crm/default/deals'>;

/** What the stage modal sends (POST stage; PUT stages/{id}/update takes the same fields). */
export type StageInput = ApiBody<'post', '/integrations/crm/default/stage'>;

function useSpace() {
  return useSession((state) => state.space);
}

/** GET pipelines: the first read gives a new workspace its "Sales pipeline". */
export function usePipelines() {
  const space = useSpace();
  // The shell starts it with /crm/manage/default (sdk page-data.ts), under crmKeys.pipelines.
  return useQuery(crmPipelinesQuery(space));
}

/** GET stages?pipeline_id=: the board, each stage with its deals in order. */
export function useStages(pipelineId: string | undefined) {
  const space = useSpace();
  return useQuery({
    queryKey: crmKeys.stages(space, pipelineId ?? ''),
    queryFn: () => api.GET('/integrations/crm/default/stages', { query: { pipeline_id: pipelineId } }),
    enabled: Boolean(pipelineId),
  });
}

export function useOwners() {
  const space = useSpace();
  return useQuery({
    queryKey: crmKeys.owners(space),
    queryFn: () => api.GET('/integrations/crm/default/owners'),
    staleTime: 60_000,
  });
}

export function useCurrencies() {
  const space = useSpace();
  return useQuery({
    queryKey: crmKeys.currencies(space),
    queryFn: () => api.GET('/integrations/crm/default/currencies'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET deals/{id}/timeline: what happened to the deal's prospect (its booked meetings), newest first. */
export function useDealTimeline(dealId: string) {
  const space = useSpace();
  return useQuery({
    queryKey: crmKeys.timeline(space, dealId),
    queryFn: () => api.GET('/integrations/crm/default/deals/{id}/timeline', { path: { id: dealId } }),
  });
}

/** GET profiles?q=&limit=10 (spec outreach §9 "CRM search limit 10"). */
export function useProfileSearch(q: string) {
  const space = useSpace();
  return useQuery({
    queryKey: crmKeys.profiles(space, q),
    queryFn: () => api.GET('/integrations/crm/default/profiles', { query: { q, limit: 10 } }),
    enabled: q.trim().length > 0,
  });
}

/**
 * PATCH deals/{id}/update {new_position, crm_stage}: the card moves at once
 * (optimistic); an error puts the board back as it was.
 */
export function useMoveDeal(pipelineId: string) {
  const queryClient = useQueryClient();
  const space = useSpace();
  const key = crmKeys.stages(space, pipelineId);
  return useMutation({
    mutationFn: (move: DealMove) =>
      api.PATCH('/integrations/crm/default/deals/{id}/update', {
        path: { id: move.dealId },
        body: { new_position: move.position, crm_stage: move.stageId },
      }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<StageJson[]>(key);
      if (previous) queryClient.setQueryData(key, applyMove(previous, move));
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useSaveDeal() {
  const space = useSpace();
  return useRefreshingMutation(
    crmKeys.all(space),
    ({ id, input }: { id: string | null; input: DealInput }) =>
      id
        ? api.PUT('/integrations/crm/default/deals/{id}/update', { path: { id }, body: input })
        : api.POST('/integrations/crm/default/deals', { body: input }),
    'success',
  );
}

export function useDeleteDeal() {
  const space = useSpace();
  return useRefreshingMutation(
    crmKeys.all(space),
    (id: string) => api.DELETE('/integrations/crm/default/deals/{id}/delete', { path: { id } }),
    'success',
  );
}

export function useSaveStage() {
  const space = useSpace();
  return useRefreshingMutation(
    crmKeys.all(space),
    ({ id, input }: { id: string | null; input: StageInput }) =>
      id
        ? api.PUT('/integrations/crm/default/stages/{id}/update', { path: { id }, body: input })
        : api.POST('/integrations/crm/default/stage', { body: input }),
    'success',
  );
}

export function useDeleteStage() {
  const space = useSpace();
  return useRefreshingMutation(
    crmKeys.all(space),
    ({ id, stageToMove }: { id: string; stageToMove: string | null }) =>
      api.DELETE('/integrations/crm/default/stages/{id}/delete', {
        path: { id },
        query: stageToMove ? { stage_to_move: stageToMove, stage_id: id } : { stage_id: id },
      }),
    'success',
  );
}

export function useSavePipeline() {
  const space = useSpace();
  return useRefreshingMutation(
    crmKeys.all(space),
    ({ id, name }: { id: string | null; name: string }) =>
      id
        ? api.PUT('/integrations/crm/default/pipelines/{id}/update', { path: { id }, body: { name } })
        : api.POST('/integrations/crm/default/pipeline', { body: { name } }),
    'success',
  );
}

export function useDeletePipeline() {
  const space = useSpace();
  return useRefreshingMutation(
    crmKeys.all(space),
    (id: string) => api.DELETE('/integrations/crm/default/pipelines/{id}/delete', { path: { id } }),
    'success',
  );
}
