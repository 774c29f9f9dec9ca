import { api, useSession } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyMove, type DealMove } from '../board-moves';
import { crmBase, crmKeys } from '../crm.keys';
import type {
  CrmProfileJson,
  CurrencyJson,
  DealInput,
  DealJson,
  OwnerJson,
  PipelineJson,
  StageJson,
} from '../crm.types';

function useSpace() {
  return useSession((state) => state.space);
}

/** GET pipelines: the first read gives a new workspace its "Sales pipeline". */
export function usePipelines() {
  const space = useSpace();
  return useQuery({
    queryKey: crmKeys.pipelines(space),
    queryFn: () => api.get<PipelineJson[]>(`${crmBase}/pipelines`),
  });
}

/** GET stages?pipeline_id=: the board, each stage with its deals in order. */
export function useStages(pipelineId: string | undefined) {
  const space = useSpace();
  return useQuery({
    queryKey: crmKeys.stages(space, pipelineId ?? ''),
    queryFn: () => api.get<StageJson[]>(`${crmBase}/stages`, { query: { pipeline_id: pipelineId } }),
    enabled: Boolean(pipelineId),
  });
}

export function useOwners() {
  const space = useSpace();
  return useQuery({
    queryKey: crmKeys.owners(space),
    queryFn: () => api.get<OwnerJson[]>(`${crmBase}/owners`),
    staleTime: 60_000,
  });
}

export function useCurrencies() {
  const space = useSpace();
  return useQuery({
    queryKey: crmKeys.currencies(space),
    queryFn: () => api.get<CurrencyJson[]>(`${crmBase}/currencies`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET profiles?q=&limit=10 (spec outreach §9 "CRM search limit 10"). */
export function useProfileSearch(q: string) {
  const space = useSpace();
  return useQuery({
    queryKey: crmKeys.profiles(space, q),
    queryFn: () => api.get<CrmProfileJson[]>(`${crmBase}/profiles`, { query: { q, limit: 10 } }),
    enabled: q.trim().length > 0,
  });
}

function useRefreshCrm() {
  const queryClient = useQueryClient();
  const space = useSpace();
  return () => queryClient.invalidateQueries({ queryKey: crmKeys.all(space) });
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
      api.patch<DealJson>(`${crmBase}/deals/${move.dealId}/update`, {
        new_position: move.position,
        crm_stage: move.stageId,
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
  const refresh = useRefreshCrm();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DealInput }) =>
      id
        ? api.put<DealJson>(`${crmBase}/deals/${id}/update`, input)
        : api.post<DealJson>(`${crmBase}/deals`, input),
    onSuccess: refresh,
  });
}

export function useDeleteDeal() {
  const refresh = useRefreshCrm();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ _id: string }>(`${crmBase}/deals/${id}/delete`),
    onSuccess: refresh,
  });
}

export interface StageInput {
  name: string;
  probability: number;
  pipeline_id: string;
}

export function useSaveStage() {
  const refresh = useRefreshCrm();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: StageInput }) =>
      id
        ? api.put<StageJson>(`${crmBase}/stages/${id}/update`, input)
        : api.post<StageJson>(`${crmBase}/stage`, input),
    onSuccess: refresh,
  });
}

export function useDeleteStage() {
  const refresh = useRefreshCrm();
  return useMutation({
    mutationFn: ({ id, stageToMove }: { id: string; stageToMove: string | null }) =>
      api.delete<{ _id: string }>(`${crmBase}/stages/${id}/delete`, {
        query: stageToMove ? { stage_to_move: stageToMove, stage_id: id } : { stage_id: id },
      }),
    onSuccess: refresh,
  });
}

export function useSavePipeline() {
  const refresh = useRefreshCrm();
  return useMutation({
    mutationFn: ({ id, name }: { id: string | null; name: string }) =>
      id
        ? api.put<PipelineJson>(`${crmBase}/pipelines/${id}/update`, { name })
        : api.post<PipelineJson>(`${crmBase}/pipeline`, { name }),
    onSuccess: refresh,
  });
}

export function useDeletePipeline() {
  const refresh = useRefreshCrm();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ _id: string }>(`${crmBase}/pipelines/${id}/delete`),
    onSuccess: refresh,
  });
}
