/**
 * The Calendly calls (spec ai-telephony §7 "Scheduling service") through the typed client, and their
 * react-query hooks, keyed by workspace.
 */
import type { ApiSchema } from '@outreach/core/contract';
import { api, useSession } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';

export type SchedulingUser = ApiSchema<'SchedulingUser'>;
export type SchedulingEventType = ApiSchema<'SchedulingEventType'>;

/** How often the block asks whether the user's token appeared while they connect in the other tab. */
export const connectPollMs = 2000;

export const calendlyKeys = {
  users: (space: string | null) => ['space', space, 'calendly', 'users'] as const,
  eventTypes: (space: string | null, user: string) =>
    ['space', space, 'calendly', 'event_types', user] as const,
};

const credentialsQuery = (credentialsId: string | null) =>
  credentialsId ? { credentials_id: credentialsId } : {};

/** GET users: the workspace's users with their calendly_token; polled while `polling`. */
export function useSchedulingUsers(credentialsId: string | null, polling: boolean) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: calendlyKeys.users(space),
    queryFn: () => api.GET('/integrations/calendly/users', { query: credentialsQuery(credentialsId) }),
    refetchInterval: polling ? connectPollMs : false,
  });
}

/** GET /integrations/calendly/{id}/event_types: limit 100 (§7). */
export function fetchEventTypes(user: string): Promise<SchedulingEventType[]> {
  return api.GET('/integrations/calendly/{id}/event_types', { path: { id: user }, query: { limit: 100 } });
}

export function useEventTypes(user: string | null) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: calendlyKeys.eventTypes(space, user ?? ''),
    queryFn: () => fetchEventTypes(user ?? ''),
    enabled: Boolean(user),
  });
}

/** POST connect: the authorisation URL to open in a new tab (null when the server gave none). */
export async function connectUrl(credentialsId: string | null): Promise<string | null> {
  const answer = await api.POST('/integrations/calendly/connect', { query: credentialsQuery(credentialsId) });
  return answer.url || null;
}

export function disconnectCalendly(credentialsId: string | null): Promise<SchedulingUser[]> {
  return api.POST('/integrations/calendly/disconnect', { query: credentialsQuery(credentialsId) });
}

export function reloadEventTypes(user: string): Promise<SchedulingEventType[]> {
  return api.POST('/integrations/calendly/{id}/reload', { path: { id: user } });
}
