import { Button, EmptyState, ErrorPanel, Input, Select, Spinner } from '@outreach/design-system';
import { formatDateTime, useT } from '@outreach/sdk';
import { useCallDuration } from '@outreach/sdk/call-card';
import { useEffect, useRef, useState } from 'react';
import { ensureHistoryStyles } from './history.styles';
import {
  type CallEntry,
  INFINITE_SCROLL_DISTANCE,
  type ResultFilter,
  resultFilters,
} from './call-history-api';
import { useCallHistory } from './useCallHistory';

export interface CallHistoryProps {
  /** The call-recordings page: only calls with a recording. */
  recordedOnly?: boolean;
  /** Play a call's recording (the floating player). */
  onPlay: (call: CallEntry) => void;
}

/**
 * The call history (spec ai-telephony §2 Dialer, §3 Call history entry, §9 page size 50 and
 * infinite-scroll distance 300): newest first, searched by number or prospect, filtered by result.
 */
export function CallHistory({ recordedOnly = false, onPlay }: CallHistoryProps) {
  const t = useT('dialer');
  const duration = useCallDuration();
  ensureHistoryStyles();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<ResultFilter>('all');
  // The search is asked once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const calls = useCallHistory({ query, result, recordedOnly });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, loadMore, items } = calls;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_DISTANCE}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  const filterOptions = resultFilters.map((value) => ({ value, label: t(`history.filter.${value}`) }));

  return (
    <section className="dialer-history" aria-label={t(recordedOnly ? 'recordings.title' : 'history.title')}>
      <div className="dialer-history-filters">
        <Input
          type="search"
          label={t('history.search')}
          placeholder={t('history.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label={t('history.resultLabel')}
          options={filterOptions}
          value={result}
          onChange={(event) => setResult(event.target.value as ResultFilter)}
        />
      </div>
      {calls.status === 'loading' ? (
        <Spinner />
      ) : calls.status === 'error' ? (
        <ErrorPanel message={calls.error} onRetry={calls.retry} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t(recordedOnly ? 'recordings.emptyTitle' : 'history.emptyTitle')}
          description={t(recordedOnly ? 'recordings.emptyDescription' : 'history.emptyDescription')}
        />
      ) : (
        <table className="dialer-history-table">
          <thead>
            <tr>
              <th scope="col">{t('history.columns.call')}</th>
              <th scope="col">{t('history.columns.result')}</th>
              <th scope="col">{t('history.columns.duration')}</th>
              <th scope="col">{t('history.columns.date')}</th>
              <th scope="col">{t('history.columns.recording')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((call) => (
              <tr key={call.id}>
                <td>
                  <span className="dialer-history-direction">{t(`history.direction.${call.direction}`)}</span>{' '}
                  <strong>{call.profile?.full_name ?? call.prospect_phone_number}</strong>
                  {call.profile ? (
                    <span className="dialer-history-muted"> {call.prospect_phone_number}</span>
                  ) : null}
                  <div className="dialer-history-muted">
                    {t('history.via', { number: call.phone_number })}
                  </div>
                  {call.disposition || call.note ? (
                    <div className="dialer-history-muted">
                      {[call.disposition, call.note].filter(Boolean).join(' · ')}
                    </div>
                  ) : null}
                </td>
                <td>{t(`history.result.${call.result}`)}</td>
                <td>{duration(call.duration)}</td>
                <td>{formatDateTime(call.start_date, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td>
                  {call.record_url ? (
                    <Button size="sm" variant="secondary" onClick={() => onPlay(call)}>
                      {t('history.play')}
                    </Button>
                  ) : (
                    <span className="dialer-history-muted">{t('history.noRecording')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div ref={sentinel} data-testid="history-sentinel" />
      {hasMore ? (
        <Button variant="secondary" disabled={loadingMore} onClick={loadMore}>
          {loadingMore ? t('history.loadingMore') : t('history.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
