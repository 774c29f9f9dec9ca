/**
 * issue 25: the first data call of the main pages, declared once. A remote's hook builds its query
 * from here (key and call), and the shell starts the same query when the route guard lets a page
 * through (`prefetchPageData`), beside the remote's code rather than after it: the page's first
 * render finds its data in the cache, or its call under way.
 *
 * A subpath ('@outreach/sdk/page-data'), off the sdk's main entry: the sign-in page needs none of
 * it. Bundled into the shell and into each remote that uses it, so it reaches the session's api
 * client through the package name (the federation singleton), never by a relative path; the keys
 * are plain constants.
 */
import { api, sessionStore } from '@outreach/sdk';
import type { ApiQuery } from '@outreach/core/contract';
import type { MessageTemplateChannel } from '@outreach/core/outreach';
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { campaignKeys } from './query-keys';

/** outreach §2 My Campaigns: the list is paged 8 at a time. */
export const WORKFLOWS_PAGE_SIZE = 8;
export type WorkflowFilter = 'all' | 'archived' | 'deleted';

export interface WorkflowsPageOptions {
  page: number;
  query: string;
  filter: WorkflowFilter;
}

/** One page of My Campaigns (GET /workflows): its key (under `campaignKeys.lists`) and its call. */
export function workflowsPageQuery({ page, query, filter }: WorkflowsPageOptions) {
  return {
    queryKey: [...campaignKeys.lists, { page, query, filter }] as const,
    queryFn: ({ signal }: Pick<QueryFunctionContext, 'signal'>) =>
      api.GET('/workflows', {
        signal,
        query: {
          offset: page * WORKFLOWS_PAGE_SIZE,
          limit: WORKFLOWS_PAGE_SIZE,
          query: query || undefined,
          archived_only: filter === 'archived' ? 'true' : undefined,
          deleted_only: filter === 'deleted' ? 'true' : undefined,
        },
      }),
  };
}

export interface TemplateFilters {
  channel: MessageTemplateChannel | '';
  query: string;
}

/** Every query of the message templates (the list's pages, the step editor's picker). */
export const messageTemplatesKey = ['message-templates'] as const;

/** One page of My templates (GET /message_templates), counted from 1 as the API does. */
export function messageTemplatesPageQuery(filters: TemplateFilters, page: number) {
  return {
    queryKey: [...messageTemplatesKey, 'list', filters, page] as const,
    queryFn: ({ signal }: Pick<QueryFunctionContext, 'signal'>) =>
      api.GET('/message_templates', {
        signal,
        query: { channel: filters.channel || undefined, query: filters.query.trim() || undefined, page },
      }),
  };
}

type DialogQuery = NonNullable<ApiQuery<'get', '/inbox/dialogs'>>;

/** What the inbox's dialog list is asked with (its filters; the sender is the session's). */
export interface DialogListParams {
  credentialId: string | null;
  period: NonNullable<DialogQuery['period']>;
  filter: NonNullable<DialogQuery['filter']>;
  query: string;
}

/** spec outreach §2 Inbox: a month of dialogs, all of them, no search. */
export const defaultDialogList = {
  period: '1m',
  filter: 'all',
  query: '',
} as const satisfies Omit<DialogListParams, 'credentialId'>;

export const DIALOGS_PAGE_SIZE = 25;

/** GET /inbox/dialogs, newest first, 25 at a time from `pageParam` (an infinite query). */
export function dialogListQuery(params: DialogListParams) {
  return {
    queryKey: ['inbox', 'dialogs', params] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.GET('/inbox/dialogs', {
        query: {
          credentials_id: params.credentialId ?? undefined,
          period: params.period,
          filter: params.filter,
          query: params.query,
          offset: pageParam,
          limit: DIALOGS_PAGE_SIZE,
        },
      }),
  };
}

type Prefetch = (client: QueryClient) => Promise<void>;

/** Each main page's first data, as its remote's first render asks for it, by the page's path. */
const myCampaigns: Prefetch = (client) =>
  client.prefetchQuery(workflowsPageQuery({ page: 0, query: '', filter: 'all' }));

const myTemplates: Prefetch = (client) =>
  client.prefetchQuery(messageTemplatesPageQuery({ channel: '', query: '' }, 1));

const pageData: Record<string, Prefetch> = {
  // /templates is the campaigns remote's redirect to My templates.
  '/templates': myTemplates,
  '/templates/my-templates': myTemplates,
  // /campaigns is the campaigns remote's redirect to My Campaigns.
  '/campaigns': myCampaigns,
  '/campaigns/my-campaigns': myCampaigns,
  '/inbox': (client) =>
    client.prefetchInfiniteQuery(
      dialogListQuery({ credentialId: sessionStore.getState().selectedCredentialId, ...defaultDialogList }),
    ),
};

/**
 * Starts the first data of the page at `pathname`, when it is one of the main pages: the call runs
 * beside the remote's code, and the remote's query takes it over. Nothing to do elsewhere.
 */
export function prefetchPageData(client: QueryClient, pathname: string): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageData[path.toLowerCase()]?.(client) ?? Promise.resolve();
}
