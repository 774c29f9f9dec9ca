import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after which every query under `queryKey` is read again: once it succeeded, or once it
 * `settled` (after a failure too, so a half-applied change or another tab's shows at once).
 */
export function useRefreshingMutation<TVariables, TData>(
  queryKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  refreshOn: 'success' | 'settled',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    onSuccess: refreshOn === 'success' ? refresh : undefined,
    onSettled: refreshOn === 'settled' ? refresh : undefined,
  });
}
