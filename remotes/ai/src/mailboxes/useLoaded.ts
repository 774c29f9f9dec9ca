import { failureText } from '@outreach/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  status: 'loading' | 'ready' | 'error';
  /** A request is out (the first one, or a reload). */
  refreshing: boolean;
  error: unknown;
  /** Ask again (after a change, or Retry); what is shown stays until the answer. */
  reload: () => void;
  /** Put a newer answer in place (a POST that returned the fresh object). */
  replace: (data: T) => void;
}

export interface LoadOptions<T> {
  /** While this says so for the last answer, ask again after `pollMs`. */
  pollWhile?: (data: T) => boolean;
  pollMs?: number;
}

/**
 * One GET of the AI email service's pages, without react-query (as the dialer area: docs/decisions.md
 * "The dialer area does not read plan features yet"): read on mount and when `key` changes, again
 * on `reload`, and every `pollMs` while `pollWhile` holds (a domain still registering).
 */
export function useLoaded<T>(key: string, load: () => Promise<T>, options: LoadOptions<T> = {}): Loaded<T> {
  const [data, setData] = useState<T>();
  const [status, setStatus] = useState<Loaded<T>['status']>('loading');
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const [refreshing, setRefreshing] = useState(true);
  const generation = useRef(0);
  const latest = useRef({ load, options });
  latest.current = { load, options };

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and version ask again
  useEffect(() => {
    const mine = ++generation.current;
    setRefreshing(true);
    latest.current.load().then(
      (answer) => {
        if (generation.current !== mine) return;
        setRefreshing(false);
        setData(answer);
        setError(null);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (generation.current !== mine) return;
        setRefreshing(false);
        setError(failure);
        setStatus('error');
      },
    );
  }, [key, version]);

  const { pollWhile, pollMs = 30_000 } = options;
  const polling = data !== undefined && (pollWhile?.(data) ?? false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer starts the next wait
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => setVersion((value) => value + 1), pollMs);
    return () => clearTimeout(timer);
  }, [polling, pollMs, data]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const replace = useCallback((next: T) => {
    generation.current += 1;
    setRefreshing(false);
    setData(next);
    setError(null);
    setStatus('ready');
  }, []);
  return { data, status, refreshing, error, reload, replace };
}

/** The text of a failed load, for ErrorPanel. */
export function loadError(loaded: Pick<Loaded<unknown>, 'error'>): string {
  return failureText(loaded.error);
}
