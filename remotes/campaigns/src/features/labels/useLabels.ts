import { api } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The JSON of /api/labels. */
export type Label = ApiSchema<'Label'>;

/** spec: outreach §5/§9 "Label name max 30". */
export const LABEL_NAME_MAX = 30;

export const labelsKey = ['labels'] as const;

export function useLabels() {
  return useQuery({
    queryKey: labelsKey,
    queryFn: ({ signal }) => api.GET('/labels/fetch', { signal }),
  });
}

export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiBody<'post', '/labels'>) => api.POST('/labels', { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: labelsKey }),
  });
}
