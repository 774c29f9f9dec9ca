import { api } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';
import { normalizeForecast } from '../forecast';

export const forecastKey = ['engine', 'forecast'] as const;

/** GET /engine/forecast, refreshed every minute while a page shows it (the plan moves as steps run). */
export function useForecast({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: forecastKey,
    queryFn: async ({ signal }) => normalizeForecast(await api.GET('/engine/forecast', { signal })),
    refetchInterval: 60_000,
    enabled,
  });
}
