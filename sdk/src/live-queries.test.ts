import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyRealtimeEvent,
  campaignKeys,
  coalescingMaxWaitMs,
  coalescingWindowMs,
  createInvalidationCoalescer,
  liveQueryTable,
  writeCampaign,
} from './live-queries';

let queryClient: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = new QueryClient();
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

/** The keys invalidated, in order. */
function invalidatedKeys(spy: { mock: { calls: unknown[][] } }): unknown[] {
  return spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);
}

describe('coalescing invalidations', () => {
  it('a burst invalidates each key once, when it has been quiet for the window', () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const coalescer = createInvalidationCoalescer(queryClient);
    for (let index = 0; index < 100; index += 1) coalescer.add({ queryKey: ['workflow', 'w1'] });
    vi.advanceTimersByTime(coalescingWindowMs - 1);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidatedKeys(spy)).toEqual([['workflow', 'w1']]);
  });

  it('a steady stream is still invalidated by the longest wait, once per key', () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const coalescer = createInvalidationCoalescer(queryClient);
    for (let ms = 0; ms < coalescingMaxWaitMs; ms += 10) {
      coalescer.add({ queryKey: ['workflow', 'w1'] });
      coalescer.add({ queryKey: ['workflows'] });
      vi.advanceTimersByTime(10);
    }
    expect(invalidatedKeys(spy)).toEqual([['workflow', 'w1'], ['workflows']]);
  });

  it('a key under another pending key is left to the shorter one', () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const coalescer = createInvalidationCoalescer(queryClient);
    coalescer.add({ queryKey: ['workflow', 'w1', 'prospects'] });
    coalescer.add({ queryKey: ['workflow', 'w1'] });
    coalescer.flush();
    expect(invalidatedKeys(spy)).toEqual([['workflow', 'w1']]);
  });
});

describe('the event table (platform §7, outreach §7)', () => {
  it('refetch_data of a prospect names its campaign, the campaign lists and the prospect lists', () => {
    expect(
      liveQueryTable.refetch_data?.({ workflow_id: 'w1', prospect_id: 'p1', campaign_prospect_id: 'cp1' }),
    ).toEqual([
      { invalidate: { queryKey: ['workflow', 'w1'] } },
      { invalidate: { queryKey: ['workflows'] } },
      { invalidate: { queryKey: ['prospects'] } },
    ]);
  });

  it('refetch_data of a research or a phone number reloads nothing else; of a credential, everything', () => {
    expect(liveQueryTable.refetch_data?.({ company_research_id: 'r1', status: 'done' })).toEqual([]);
    expect(liveQueryTable.refetch_data?.({ dialer_phone_id: 'ph1' })).toEqual([]);
    expect(liveQueryTable.refetch_data?.({ credential_id: 'c1' })).toEqual([
      { invalidate: { queryKey: [] } },
    ]);
  });

  it('a mailbox connected, refused or disconnected refreshes the integrations and the workspace', () => {
    for (const event of ['update_integration', 'update_credentials_integrations'] as const)
      expect(liveQueryTable[event]?.({ _id: 'i1', status: 'disconnected' }), event).toEqual([
        { invalidate: { queryKey: ['integrations'] } },
        { invalidate: { queryKey: ['space'] } },
      ]);
  });

  it('a call that ended refreshes the thread lists, its thread and its prospect; a started one nothing', () => {
    expect(
      liveQueryTable.dialer_call_updated?.({
        call_id: 'c1',
        prospect_id: 'p1',
        dialog_id: 'd1',
        status: 'answered',
      }),
    ).toEqual([
      { invalidate: { queryKey: ['inbox', 'dialogs'] } },
      { invalidate: { queryKey: ['inbox', 'dialog-of-prospect'] } },
      { invalidate: { queryKey: ['inbox', 'messages', 'd1'] } },
      { invalidate: { queryKey: ['prospects', 'detail', 'p1'] } },
    ]);
    // No prospect, no thread: only the lists.
    expect(
      liveQueryTable.dialer_call_updated?.({
        call_id: 'c2',
        prospect_id: null,
        dialog_id: null,
        status: 'busy',
      }),
    ).toHaveLength(2);
    expect(
      liveQueryTable.dialer_call_updated?.({
        call_id: 'c3',
        prospect_id: 'p1',
        dialog_id: null,
        status: 'in_progress',
      }),
    ).toEqual([]);
    expect(liveQueryTable.dialer_call_updated?.({ nope: true })).toEqual([]);
  });

  it('update_workflow with the whole campaign writes it, without a fetch', () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const page = { items: [{ _id: 'w1', name: 'Old', status: 'draft', stats: { prospects: 3 } }], total: 1 };
    queryClient.setQueryData([...campaignKeys.lists, { page: 0 }], page);
    const campaign = { _id: 'w1', name: 'New', status: 'active', sequence: [] };
    applyRealtimeEvent(queryClient, 'update_workflow', campaign);
    // Past any coalescing, short of garbage collection of these unobserved queries.
    vi.advanceTimersByTime(coalescingMaxWaitMs);
    expect(queryClient.getQueryData(campaignKeys.detail('w1'))).toEqual(campaign);
    expect(queryClient.getQueryData([...campaignKeys.lists, { page: 0 }])).toEqual({
      items: [{ _id: 'w1', name: 'New', status: 'active', stats: { prospects: 3 } }],
      total: 1,
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('a campaign no list shows yet, or one that left its list, reloads the lists once', () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    queryClient.setQueryData([...campaignKeys.lists, { page: 0 }], {
      items: [{ _id: 'w1', status: 'active' }],
    });
    writeCampaign(queryClient, { _id: 'w2', status: 'draft', sequence: [] });
    writeCampaign(queryClient, { _id: 'w1', status: 'archived', sequence: [] });
    // Past any coalescing, short of garbage collection of these unobserved queries.
    vi.advanceTimersByTime(coalescingMaxWaitMs);
    expect(invalidatedKeys(spy)).toEqual([['workflows']]);
  });

  it('an answer older than the cached campaign does not undo it', () => {
    const newer = { _id: 'w1', name: 'Newer', updated_at: '2026-11-02T00:00:00.000Z', sequence: [] };
    queryClient.setQueryData(campaignKeys.detail('w1'), newer);
    writeCampaign(queryClient, { ...newer, name: 'Older', updated_at: '2026-11-01T00:00:00.000Z' });
    expect(queryClient.getQueryData(campaignKeys.detail('w1'))).toEqual(newer);
  });
});
