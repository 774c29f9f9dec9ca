import { useRealtimeEvent } from '@outreach/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CallEntry, fetchCallPage, type HistoryParams } from './call-history-api';

export interface CallHistoryState {
  items: CallEntry[];
  total: number;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * GET /dialer/calls, 50 at a time, the next page appended (the dialer area keeps off the shared
 * react-query: docs/decisions.md, a retried remote chunk breaks shared singletons). A new search
 * or filter starts again from the first page; an answer for an older search is dropped.
 */
export function useCallHistory(params: HistoryParams): CallHistoryState {
  const { query, result, recordedOnly } = params;
  const [items, setItems] = useState<CallEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<CallHistoryState['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the first page on Retry
  useEffect(() => {
    const mine = ++generation.current;
    setStatus('loading');
    setItems([]);
    fetchCallPage({ query, result, recordedOnly }, 0).then(
      (page) => {
        if (generation.current !== mine) return;
        setItems(page.items);
        setTotal(page.total);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (generation.current !== mine) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setStatus('error');
      },
    );
  }, [query, result, recordedOnly, attempt]);

  // A call started, rang or ended in the workspace (`dialer_call_updated`, issue 27): the first page
  // is read again and put before the calls already loaded, without a spinner or losing the scroll.
  useRealtimeEvent('dialer_call_updated', () => {
    const mine = generation.current;
    fetchCallPage({ query, result, recordedOnly }, 0).then(
      (page) => {
        if (generation.current !== mine) return;
        const fresh = new Set(page.items.map((call) => call.id));
        setItems((current) => [...page.items, ...current.filter((call) => !fresh.has(call.id))]);
        setTotal(page.total);
        setStatus('ready');
      },
      () => undefined,
    );
  });

  const hasMore = status === 'ready' && items.length < total;
  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    fetchCallPage({ query, result, recordedOnly }, items.length)
      .then((page) => {
        if (generation.current !== mine) return;
        setItems((current) => {
          const seen = new Set(current.map((call) => call.id));
          return [...current, ...page.items.filter((call) => !seen.has(call.id))];
        });
        setTotal(page.total);
      })
      .catch(() => undefined)
      .finally(() => {
        if (generation.current === mine) setLoadingMore(false);
      });
  }, [hasMore, loadingMore, query, result, recordedOnly, items.length]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { items, total, status, error, loadingMore, hasMore, loadMore, retry };
}
