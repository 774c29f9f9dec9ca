import { failureText } from '@outreach/design-system';
import { useRealtimeEvent } from '@outreach/sdk';
import { serverEvents } from '@outreach/core/events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DialerPhone, fetchOwnedPhones, isPhoneChange, onPhonesChanged } from './numbers-api';

export interface OwnedPhonesState {
  phones: DialerPhone[];
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  /** Read the list again (after a change, or Retry); the rows shown stay until the answer. */
  reload: () => void;
}

/**
 * GET /dialer/phones for the page (the dialer area keeps off the shared react-query: docs/decisions.md
 * "The dialer area does not read plan features yet"). Read again when this tab changes a number
 * (announcePhonesChanged) and when the API suspends one (`refetch_data { dialer_phone_id }`).
 */
export function useOwnedPhones(): OwnedPhonesState {
  const [phones, setPhones] = useState<DialerPhone[]>([]);
  const [status, setStatus] = useState<OwnedPhonesState['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks again
  useEffect(() => {
    const mine = ++generation.current;
    fetchOwnedPhones().then(
      (list) => {
        if (generation.current !== mine) return;
        setPhones(list);
        setError(null);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (generation.current !== mine) return;
        setError(failureText(failure));
        setStatus('error');
      },
    );
  }, [version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  useEffect(() => onPhonesChanged(reload), [reload]);
  useRealtimeEvent(serverEvents.refetchData, (payload) => {
    if (isPhoneChange(payload)) reload();
  });
  return { phones, status, error, reload };
}
