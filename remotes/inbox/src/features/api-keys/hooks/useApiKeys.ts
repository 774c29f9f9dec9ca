import { api } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyKeys } from '../api-keys.keys';

export function useApiKeys() {
  return useQuery({
    queryKey: apiKeyKeys.all,
    queryFn: () => api.GET('/integrations/api_keys'),
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.POST('/integrations/api_keys', { body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/integrations/api_keys/{id}', { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
