import { api, useSession } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';

/** GET /users/{id}/allowed_pages answers the map itself or `{ allowed_pages }`; null means no restriction. */
export function allowedPagesOf(payload: unknown): Record<string, boolean> | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const map = 'allowed_pages' in payload ? (payload as { allowed_pages: unknown }).allowed_pages : payload;
  return map && typeof map === 'object' ? (map as Record<string, boolean>) : undefined;
}

/**
 * spec platform §4 / outreach §6: "Non-admins get an allowed-pages map". One query, read by the
 * route guard (which redirects) and the sidebar (which shows only the allowed items). `needed` is
 * false for workspace and platform admins, who see every page.
 */
export function useAllowedPages(userId: string | undefined, needed: boolean) {
  const token = useSession((state) => state.token);
  const space = useSession((state) => state.space);
  const query = useQuery({
    queryKey: ['space', space, 'allowed_pages', userId],
    queryFn: () => api.GET('/users/{id}/allowed_pages', { path: { id: userId as string } }),
    enabled: Boolean(token && userId) && needed,
  });
  return { query, pages: needed ? allowedPagesOf(query.data) : undefined };
}
