import {
  hashKey,
  partialMatchKey,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountKeys, campaignKeys, integrationKeys, prospectKeys, threadKeys } from './query-keys';
// Through the shared entry, not './realtime': a remote bundling this file must use the page's one socket.
import { subscribeRealtime } from '@outreach/sdk';
import type { DialerCallUpdatedEvent, ServerEvent } from '@outreach/core/events';

/**
 * Realtime events (platform §7, outreach §7) -> the react-query cache, in one table.
 *
 * An event either writes what it carries into the cache (`update_workflow` carries the whole
 * campaign) or invalidates only the keys it names (`refetch_data` names a campaign). Invalidations
 * are coalesced: a running campaign can send a `refetch_data` per prospect step, hundreds a
 * second, and refetching on each one would fetch the same page hundreds of times.
 *
 * Import from '@outreach/sdk/live-queries' (kept off the sdk's main entry, like `account`,
 * because it needs react-query).
 */

export { accountKeys, campaignKeys, integrationKeys, prospectKeys, threadKeys } from './query-keys';

/** A key to invalidate: every query under it, or only that one query when `exact`. */
export interface InvalidationTarget {
  queryKey: QueryKey;
  exact?: boolean;
}

/**
 * A campaign as events and action answers carry it: at least its id. The whole campaign
 * (GET /workflows/{id}) also has its `sequence`; a list row does not.
 */
export interface CampaignPayload {
  _id: string;
  status?: string;
  updated_at?: string;
  sequence?: unknown;
  [field: string]: unknown;
}

/** What an event asks of the cache. */
export type CacheEffect = { invalidate: InvalidationTarget } | { writeCampaign: CampaignPayload };

/** `refetch_data` as the engine sends it for a prospect's move in a campaign (api engine/notify.ts). */
interface ProspectChangePayload {
  workflow_id: string;
  prospect_id?: string;
  campaign_prospect_id?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * `refetch_data` about one row that only its own page shows and re-reads itself: a company research
 * (`company_research_id`, the research page) or a phone number (`dialer_phone_id`, the numbers
 * page and the dialer panel, outside react-query).
 */
function isOwnPageRefetch(value: unknown): boolean {
  return isRecord(value) && ('company_research_id' in value || 'dialer_phone_id' in value);
}

export function isCampaignPayload(value: unknown): value is CampaignPayload {
  return isRecord(value) && typeof value._id === 'string' && value._id !== '';
}

function isProspectChange(value: unknown): value is ProspectChangePayload {
  return isRecord(value) && typeof value.workflow_id === 'string' && value.workflow_id !== '';
}

function isCallUpdate(value: unknown): value is DialerCallUpdatedEvent {
  return isRecord(value) && typeof value.call_id === 'string' && typeof value.status === 'string';
}

const invalidate = (queryKey: QueryKey, exact?: boolean): CacheEffect => ({
  invalidate: exact ? { queryKey, exact } : { queryKey },
});

/**
 * Which cache entries each event touches. Events absent here (authorization, already_authorized,
 * csv_import_progress, …) are read by the one component that shows them.
 */
export const liveQueryTable: Partial<Record<ServerEvent, (payload: unknown) => CacheEffect[]>> = {
  update_user: () => [invalidate(accountKeys.user())],
  update_space: () => [invalidate(accountKeys.space())],
  update_credits: () => [invalidate(accountKeys.space())],
  update_credentials: () => [invalidate(accountKeys.space())],
  update_unread_counter: () => [invalidate(accountKeys.space())],
  set_proxy: () => [invalidate(accountKeys.space())],
  // A mailbox connected, refused or disconnected (outreach §7): the catalogue and mailboxes, and the
  // credentials' notices ("Broken integration").
  update_integration: () => [invalidate(integrationKeys.all), invalidate(accountKeys.space())],
  update_credentials_integrations: () => [invalidate(integrationKeys.all), invalidate(accountKeys.space())],
  // The whole campaign: written into its detail and into the list rows that show it.
  update_workflow: (payload) =>
    isCampaignPayload(payload)
      ? [{ writeCampaign: payload }]
      : [invalidate(campaignKeys.lists), invalidate(['workflow'])],
  // Order or copies changed: only the lists know where rows go.
  refetch_workflows: () => [invalidate(campaignKeys.lists)],
  refetch_data: (payload) =>
    isProspectChange(payload)
      ? [
          // That campaign's pages (detail, prospects, rates, progress), the lists' quick stats and
          // percent complete, and the people lists that show a prospect's campaign state.
          invalidate(campaignKeys.detail(payload.workflow_id)),
          invalidate(campaignKeys.lists),
          invalidate(prospectKeys.all),
        ]
      : isOwnPageRefetch(payload)
        ? // A research or a phone number: the one page that shows it listens for its own id.
          []
        : // `{ credential_id }`: a connected account was removed or signed in again. Rare, and what
          // it touches (campaigns' senders, inbox, the workspace) has no single key: reload all.
          [invalidate([])],
  // A call started or ended (issue 27): once it has ended, its entry is in the prospect's thread
  // (perhaps a thread new to the lists), so the lists, the thread and the prospect's page refetch.
  // The dialer's history is not in react-query: it listens to the event itself.
  dialer_call_updated: (payload) =>
    isCallUpdate(payload) && payload.status !== 'in_progress'
      ? [
          invalidate(threadKeys.dialogLists),
          invalidate(threadKeys.dialogsOfProspects),
          ...(payload.dialog_id ? [invalidate(threadKeys.messages(payload.dialog_id))] : []),
          ...(payload.prospect_id ? [invalidate(prospectKeys.detail(payload.prospect_id))] : []),
        ]
      : [],
};

/** Quiet time after the last invalidation of a burst before the keys are invalidated. */
export const coalescingWindowMs = 250;
/** Longest an invalidation waits under a steady stream of events, so pages still move. */
export const coalescingMaxWaitMs = 1_000;

export interface InvalidationCoalescer {
  add(target: InvalidationTarget): void;
  /** Invalidate what is pending now (tests; a mutation that needs it at once). */
  flush(): void;
}

/**
 * Collects invalidations and sends each key once when the burst goes quiet for `windowMs`, or
 * at the latest `maxWaitMs` after the first one. A key under another pending key is dropped:
 * invalidating the prefix already refetches it.
 */
export function createInvalidationCoalescer(
  queryClient: QueryClient,
  { windowMs = coalescingWindowMs, maxWaitMs = coalescingMaxWaitMs } = {},
): InvalidationCoalescer {
  const pending = new Map<string, InvalidationTarget>();
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(quiet);
    clearTimeout(deadline);
    quiet = undefined;
    deadline = undefined;
    const targets = [...pending.entries()];
    pending.clear();
    for (const [hash, target] of targets) {
      const covered = targets.some(
        ([otherHash, other]) =>
          otherHash !== hash && !other.exact && partialMatchKey(target.queryKey, other.queryKey),
      );
      if (!covered) void queryClient.invalidateQueries({ queryKey: target.queryKey, exact: target.exact });
    }
  };

  return {
    add(target) {
      pending.set(hashKey([target.queryKey, Boolean(target.exact)]), target);
      clearTimeout(quiet);
      quiet = setTimeout(flush, windowMs);
      deadline ??= setTimeout(flush, maxWaitMs);
    },
    flush,
  };
}

interface LiveQueries {
  coalescer: InvalidationCoalescer;
  subscribers: number;
  unsubscribe: (() => void) | undefined;
}

/**
 * One table subscription and one coalescer per query client. Kept on globalThis because the
 * shell and each remote may load their own copy of this module (only the sdk's main entry is a
 * federation singleton), while the query client is the page's one.
 */
const registryKey = Symbol.for('@outreach/sdk/live-queries');

function liveQueriesOf(queryClient: QueryClient): LiveQueries {
  const holder = globalThis as unknown as Record<symbol, WeakMap<QueryClient, LiveQueries> | undefined>;
  const registry = holder[registryKey] ?? new WeakMap<QueryClient, LiveQueries>();
  holder[registryKey] = registry;
  let live = registry.get(queryClient);
  if (!live) {
    live = { coalescer: createInvalidationCoalescer(queryClient), subscribers: 0, unsubscribe: undefined };
    registry.set(queryClient, live);
  }
  return live;
}

/** Invalidate `queryKey` through the page's coalescer (one refetch for a burst of calls). */
export function invalidateLive(queryClient: QueryClient, target: InvalidationTarget): void {
  liveQueriesOf(queryClient).coalescer.add(target);
}

/** The status groups of outreach §4 lists: a campaign changing group leaves or joins a list. */
function listGroup(status: unknown): string {
  return status === 'archived' || status === 'deleted' ? status : 'current';
}

/** The fields a list row shares with the whole campaign. */
const rowFields = [
  'name',
  'status',
  'type',
  'is_email_only',
  'percent_complete',
  'credentials',
  'is_ai_employee',
  'ai_employee_id',
  'updated_at',
] as const;

type Rows = CampaignPayload[];
type ListData = Rows | { items: Rows; [field: string]: unknown };

function rowsOf(data: unknown): Rows | null {
  if (Array.isArray(data)) return data as Rows;
  if (isRecord(data) && Array.isArray(data.items)) return data.items as Rows;
  return null;
}

function withRows(data: ListData, rows: Rows): ListData {
  return Array.isArray(data) ? rows : { ...data, items: rows };
}

function isOlder(campaign: CampaignPayload, than: CampaignPayload | undefined): boolean {
  const next = Date.parse(String(campaign.updated_at));
  const current = Date.parse(String(than?.updated_at));
  return Number.isFinite(next) && Number.isFinite(current) && next < current;
}

/**
 * A campaign the server sent (an `update_workflow`, or the answer of an action such as Start)
 * goes into the cache without a fetch: the whole campaign becomes its detail, and list rows that
 * show it take its fields. Only what cannot be patched is invalidated (coalesced): the lists when
 * the campaign is new to them or moves between the current, archived and deleted lists, and the
 * detail when the payload is only a list row. An answer older than the cached one is ignored
 * (a late event must not undo a newer save).
 */
export function writeCampaign(queryClient: QueryClient, campaign: CampaignPayload): void {
  const detailKey = campaignKeys.detail(campaign._id);
  if (Array.isArray(campaign.sequence)) {
    if (!isOlder(campaign, queryClient.getQueryData<CampaignPayload>(detailKey)))
      queryClient.setQueryData(detailKey, campaign);
  } else {
    invalidateLive(queryClient, { queryKey: detailKey, exact: true });
  }

  let shown = false;
  let moved = false;
  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: campaignKeys.lists })) {
    const rows = rowsOf(data);
    const index = rows?.findIndex((row) => row?._id === campaign._id) ?? -1;
    const row = rows?.[index];
    if (!data || !rows || !row) continue;
    shown = true;
    if (listGroup(row.status) !== listGroup(campaign.status ?? row.status)) {
      moved = true;
      continue;
    }
    if (isOlder(campaign, row)) continue;
    const patch = Object.fromEntries(
      rowFields.filter((field) => field in campaign).map((f) => [f, campaign[f]]),
    );
    queryClient.setQueryData<ListData>(key, withRows(data, rows.with(index, { ...row, ...patch })));
  }
  if (!shown || moved) invalidateLive(queryClient, { queryKey: campaignKeys.lists });
}

/** Apply one event's effects to the cache (the table above). */
export function applyRealtimeEvent(queryClient: QueryClient, event: ServerEvent, payload: unknown): void {
  for (const effect of liveQueryTable[event]?.(payload) ?? []) {
    if ('writeCampaign' in effect) writeCampaign(queryClient, effect.writeCampaign);
    else invalidateLive(queryClient, effect.invalidate);
  }
}

/**
 * Keep the cache live from the event table while at least one caller holds it: the shell holds
 * it for the signed-in session and each remote's pages hold it too (a remote mounted alone, as
 * in a partner portal, stays live). However many hold it, each event is applied once.
 */
export function retainLiveQueries(queryClient: QueryClient): () => void {
  const live = liveQueriesOf(queryClient);
  live.subscribers += 1;
  if (live.subscribers === 1) {
    const stops = (Object.keys(liveQueryTable) as ServerEvent[]).map((event) =>
      subscribeRealtime(event, (payload) => applyRealtimeEvent(queryClient, event, payload)),
    );
    live.unsubscribe = () => {
      for (const stop of stops) stop();
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    live.subscribers -= 1;
    if (live.subscribers === 0) {
      live.unsubscribe?.();
      live.unsubscribe = undefined;
    }
  };
}

/** React form of `retainLiveQueries`, for as long as the component is mounted. */
export function useLiveQueries(): void {
  const queryClient = useQueryClient();
  useEffect(() => retainLiveQueries(queryClient), [queryClient]);
}
