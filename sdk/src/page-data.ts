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
import { api, sessionCall, sessionStore } from '@outreach/sdk';
import type { ApiQuery } from '@outreach/core/contract';
import type { MessageTemplateChannel } from '@outreach/core/outreach';
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { accountKeys, campaignKeys } from './query-keys';

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

/** The workspace the session reads: every query below is keyed by it (issue 25: the shell's prefetch too). */
const currentSpace = () => sessionStore.getState().space;

/** YYYY-MM-DD, UTC (the reports' and the ledger's days), `days` after `day`'s (negative: before). */
export function utcDayOffset(date: Date, days = 0): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export type ReportKind = 'activity' | 'audience' | 'insight';
export type ActivityReportQuery = NonNullable<ApiQuery<'get', '/reports/activity'>>;

/** Every report of the workspace sits under `['reports', space]`, then its kind and its query. */
export const reportKeys = {
  all: (space: string | null) => ['reports', space] as const,
  report: (space: string | null, kind: ReportKind, query: object) => ['reports', space, kind, query] as const,
};

/** GET /reports/activity with the filters and the breakdown grouping. */
export function activityReportQuery(space: string | null, query: ActivityReportQuery) {
  return {
    queryKey: reportKeys.report(space, 'activity', query),
    queryFn: ({ signal }: Pick<QueryFunctionContext, 'signal'>) =>
      api.GET('/reports/activity', { query, signal }),
  };
}

/** spec outreach §2 Reports: the activity report opens on the last 30 days, broken down by campaign. */
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_DEFAULT_GROUPING = 'campaign';

/** The campaign picker of the reports' filter bar (GET /workflows/fetch), under the campaign lists. */
export function campaignPickerQuery(space: string | null) {
  return {
    queryKey: [...campaignKeys.lists, 'picker', space] as const,
    queryFn: ({ signal }: Pick<QueryFunctionContext, 'signal'>) => api.GET('/workflows/fetch', { signal }),
  };
}

/** My dashboard: its queries, each under `['dashboard', space]` (the tasks under `['tasks']`). */
export const dashboardKeys = {
  numbers: (space: string | null, from: string, to: string) =>
    ['dashboard', space, 'numbers', from, to] as const,
  forecast: (space: string | null) => ['dashboard', space, 'forecast'] as const,
  feed: (space: string | null, names: readonly string[]) => ['dashboard', space, 'feed', names] as const,
  dueTasks: (space: string | null) => ['tasks', 'dashboard', space] as const,
};

/** GET /reports/activity over one period: its totals and, in previous_totals, the period before. */
export function keyNumbersQuery(space: string | null, from: string, to: string) {
  return {
    queryKey: dashboardKeys.numbers(space, from, to),
    queryFn: ({ signal }: Pick<QueryFunctionContext, 'signal'>) =>
      api.GET('/reports/activity', { query: { from, to }, signal }),
  };
}

/** GET /engine/forecast: each sender's health and what the engine plans in the next 24 hours. */
export function senderForecastQuery(space: string | null) {
  return {
    queryKey: dashboardKeys.forecast(space),
    queryFn: ({ signal }: Pick<QueryFunctionContext, 'signal'>) => api.GET('/engine/forecast', { signal }),
  };
}

/** The open tasks due soonest (GET /tasks, this week's and overdue ones first). */
export function dueTasksQuery(space: string | null) {
  return {
    queryKey: dashboardKeys.dueTasks(space),
    queryFn: ({ signal }: Pick<QueryFunctionContext, 'signal'>) =>
      api.GET('/tasks', {
        query: { status: 'open', due: 'week', sort: 'due_at', order: 'asc', limit: 5 },
        signal,
      }),
  };
}

/**
 * Billing's keys, under the workspace's (`['space', space, 'billing', …]`): `update_space` and
 * `update_credits` invalidate `['space']` (live-queries.ts), so every billing page refetches with
 * them and none shows the previous workspace's numbers.
 */
export const billingKeys = {
  all: (space: string | null) => [...accountKeys.space(), space, 'billing'] as const,
  overview: (space: string | null) => [...billingKeys.all(space), 'overview'] as const,
  prices: (space: string | null, currency?: string, interval?: string) =>
    [...billingKeys.all(space), 'prices', currency ?? '', interval ?? ''] as const,
  chart: (space: string | null, start: string, end: string) =>
    [...billingKeys.all(space), 'credits-chart', start, end] as const,
};

export function billingOverviewQuery(space: string | null) {
  return { queryKey: billingKeys.overview(space), queryFn: () => api.GET('/billing/overview') };
}

export function billingPricesQuery(space: string | null, currency?: string, interval?: string) {
  return {
    queryKey: billingKeys.prices(space, currency, interval),
    queryFn: () => api.GET('/billing/prices', { query: { currency, interval } }),
  };
}

/** The credits burn-down over [start, end] (GET /billing/credits_history/chart). */
export function creditsChartQuery(space: string | null, start: string, end: string) {
  return {
    queryKey: billingKeys.chart(space, start, end),
    queryFn: () => api.GET('/billing/credits_history/chart', { query: { start_date: start, end_date: end } }),
  };
}

/** The chart's default range: the last 30 days, today included. */
export const CREDITS_CHART_DAYS = 30;

/** spec outreach §2: /crm/manage/:integration is pipedrive, hubspot or default. */
export const crmIntegrations = ['pipedrive', 'hubspot', 'default'] as const;
export type CrmIntegration = (typeof crmIntegrations)[number];

/** Where this browser remembers the CRM chosen last (`/crm/manage-last` opens it). */
export const CRM_LAST_KEY = 'crmManageLast';

export function isCrmIntegration(value: string | null | undefined): value is CrmIntegration {
  return crmIntegrations.some((integration) => integration === value);
}

/** spec: "The choice is remembered" (for /crm/manage-last); default when nothing valid is stored. */
export function rememberedCrmIntegration(): CrmIntegration {
  try {
    const stored = localStorage.getItem(CRM_LAST_KEY);
    return isCrmIntegration(stored) ? stored : 'default';
  } catch {
    return 'default';
  }
}

/** The built-in CRM's pipelines (GET pipelines: the first read gives a new workspace its "Sales pipeline"). */
export function crmPipelinesQuery(space: string | null) {
  return {
    queryKey: ['crm', space, 'pipelines'] as const,
    queryFn: () => api.GET('/integrations/crm/default/pipelines'),
  };
}

type Prefetch = (client: QueryClient, search: URLSearchParams) => Promise<unknown>;

/**
 * The connected account the route guard selects on a first load (spec platform §4: the one
 * `selectedCred` names if the workspace has it, else the first), from the workspace's accounts
 * under the key and call `useCredentials` uses (the bootstrap answer's part: no request of its own).
 * issue 25: the inbox's list starts with the session's answer instead of after the guard's render.
 */
export async function guardsCredential(client: QueryClient, search: URLSearchParams): Promise<string | null> {
  const credentials = await client
    .ensureQueryData({
      queryKey: accountKeys.credentials(currentSpace()),
      queryFn: () => sessionCall('credentials'),
    })
    .catch(() => null);
  const ids = Array.isArray(credentials) ? credentials.map((credential) => credential._id) : [];
  const named = search.get('selectedCred');
  return named && ids.includes(named) ? named : (ids[0] ?? null);
}

/** The reports' filters in a URL (report-filters.ts): a report asked with them is not the default one. */
const reportFilterParams = ['period', 'from', 'to', 'workflow_id', 'credential_id', 'user_id', 'group_by'];

/** Each main page's first data, as its remote's first render asks for it, by the page's path. */
const myCampaigns: Prefetch = (client) =>
  client.prefetchQuery(workflowsPageQuery({ page: 0, query: '', filter: 'all' }));

const myTemplates: Prefetch = (client) =>
  client.prefetchQuery(messageTemplatesPageQuery({ channel: '', query: '' }, 1));

const activityReport: Prefetch = (client, search) => {
  const space = currentSpace();
  if (reportFilterParams.some((name) => search.has(name)))
    return client.prefetchQuery(campaignPickerQuery(space));
  const now = new Date();
  const query = {
    from: utcDayOffset(now, -(REPORT_DEFAULT_DAYS - 1)),
    to: utcDayOffset(now),
    group_by: REPORT_DEFAULT_GROUPING,
  } as const;
  return Promise.all([
    client.prefetchQuery(activityReportQuery(space, query)),
    client.prefetchQuery(campaignPickerQuery(space)),
  ]);
};

/** My dashboard's key numbers (today, the last 7 days), senders and tasks due. */
const myDashboard: Prefetch = (client) => {
  const space = currentSpace();
  const now = new Date();
  const today = utcDayOffset(now);
  return Promise.all([
    client.prefetchQuery(keyNumbersQuery(space, today, today)),
    client.prefetchQuery(keyNumbersQuery(space, utcDayOffset(now, -6), today)),
    client.prefetchQuery(senderForecastQuery(space)),
    client.prefetchQuery(dueTasksQuery(space)),
  ]);
};

/** Billing › Overview: the plan and balance, the prices, the last 30 days of credits. */
const billingOverview: Prefetch = (client) => {
  const space = currentSpace();
  const now = new Date();
  return Promise.all([
    client.prefetchQuery(billingOverviewQuery(space)),
    client.prefetchQuery(billingPricesQuery(space)),
    client.prefetchQuery(
      creditsChartQuery(space, utcDayOffset(now, -(CREDITS_CHART_DAYS - 1)), utcDayOffset(now)),
    ),
  ]);
};

/** The built-in CRM's board: its pipelines. */
const builtInCrm: Prefetch = (client) => client.prefetchQuery(crmPipelinesQuery(currentSpace()));

const pageData: Record<string, Prefetch> = {
  // /templates is the campaigns remote's redirect to My templates.
  '/templates': myTemplates,
  '/templates/my-templates': myTemplates,
  // /campaigns is the campaigns remote's redirect to My Campaigns.
  '/campaigns': myCampaigns,
  '/campaigns/my-campaigns': myCampaigns,
  // The list of the account the guard will choose: a list without it is not the page's.
  '/inbox': async (client, search) => {
    const credentialId =
      sessionStore.getState().selectedCredentialId ?? (await guardsCredential(client, search));
    if (!credentialId) return;
    return client.prefetchInfiniteQuery(dialogListQuery({ credentialId, ...defaultDialogList }));
  },
  '/reports': activityReport,
  // /dashboard is the inbox remote's redirect to My dashboard.
  '/dashboard': myDashboard,
  '/dashboard/my-dashboard': myDashboard,
  // /billing is the billing remote's redirect to the overview.
  '/billing': billingOverview,
  '/billing/overview': billingOverview,
  '/crm/manage/default': builtInCrm,
  // Where /crm leads once a CRM is connected: the inbox remote's redirect to the CRM chosen last.
  '/crm/manage-last': (client) =>
    rememberedCrmIntegration() === 'default' ? builtInCrm(client, new URLSearchParams()) : Promise.resolve(),
};

/**
 * Starts the first data of the page at `pathname`, when it is one of the main pages: the call runs
 * beside the remote's code, and the remote's query takes it over. Nothing to do elsewhere.
 */
export async function prefetchPageData(client: QueryClient, pathname: string, search = ''): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  await pageData[path.toLowerCase()]?.(client, new URLSearchParams(search));
}
