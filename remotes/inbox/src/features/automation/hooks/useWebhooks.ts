import { useRefreshingMutation } from '../../shared/useRefreshingMutation';
import { api } from '@outreach/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { automationKeys } from '../automation.keys';
import type { WebhookInput } from '../automation.types';

export const DELIVERIES_PAGE_SIZE = 20;

export function useWebhooks() {
  return useQuery({
    queryKey: automationKeys.webhooks,
    queryFn: ({ signal }) => api.GET('/integrations/webhook', { signal }),
  });
}

/** The campaigns a webhook can be narrowed to. */
export function useCampaignOptions() {
  return useQuery({
    queryKey: automationKeys.campaigns,
    queryFn: ({ signal }) => api.GET('/workflows', { signal, query: { limit: 100 } }),
  });
}

/** After any change the list (and its last-delivery column) and the logs are stale: each mutation reads them again. */
export function useSaveWebhook() {
  return useRefreshingMutation(
    automationKeys.webhooks,
    ({ id, input }: { id: string | null; input: WebhookInput }) =>
      id
        ? api.PUT('/integrations/webhook/{id}', { path: { id }, body: input })
        : api.POST('/integrations/webhook', { body: input }),
    'settled',
  );
}

export function useSetWebhookActive() {
  return useRefreshingMutation(
    automationKeys.webhooks,
    ({ id, active }: { id: string; active: boolean }) =>
      api.PUT('/integrations/webhook/{id}', { path: { id }, body: { is_active: active } }),
    'settled',
  );
}

export function useDeleteWebhook() {
  return useRefreshingMutation(
    automationKeys.webhooks,
    (id: string) => api.DELETE('/integrations/webhook/{id}', { path: { id } }),
    'settled',
  );
}

export function useRotateSecret() {
  return useRefreshingMutation(
    automationKeys.webhooks,
    (id: string) => api.POST('/integrations/webhook/{id}/rotate_secret', { path: { id } }),
    'settled',
  );
}

export function useTestWebhook() {
  return useRefreshingMutation(
    automationKeys.webhooks,
    (id: string) => api.POST('/integrations/webhook/{id}/test', { path: { id } }),
    'settled',
  );
}

/** One page of a webhook's deliveries, newest first; refreshed while any is still pending. */
export function useDeliveries(webhookId: string, offset: number) {
  return useQuery({
    queryKey: automationKeys.deliveries(webhookId, offset),
    queryFn: ({ signal }) =>
      api.GET('/integrations/webhook/{id}/deliveries', {
        path: { id: webhookId },
        query: { limit: DELIVERIES_PAGE_SIZE, offset },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending' || item.status === 'delivering')
        ? 5_000
        : false,
  });
}

export function useReplayDelivery() {
  return useRefreshingMutation(
    automationKeys.webhooks,
    (deliveryId: string) =>
      api.POST('/integrations/webhook/deliveries/{deliveryId}/replay', { path: { deliveryId } }),
    'settled',
  );
}
