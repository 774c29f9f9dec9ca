import { api } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The JSON of /api/labels (api/src/modules/labels/labels.schema.ts). */
export interface Label {
  _id: string;
  name: string;
  color: string;
  type: 'profile' | 'ai_generated' | 'space' | 'template';
  is_shared: boolean;
  display_order: number;
}

/** spec: outreach §5/§9 "Label name max 30". */
export const LABEL_NAME_MAX = 30;

export const labelsKey = ['labels'] as const;

export function useLabels() {
  return useQuery({
    queryKey: labelsKey,
    queryFn: ({ signal }) => api.get<Label[]>('/labels/fetch', { signal }),
  });
}

export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; color: string }) => api.post<Label>('/labels', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: labelsKey }),
  });
}
