import { showSnackbar } from '@outreach/design-system';
import { ApiError, GENERIC_ERROR } from '@outreach/sdk';
import { useCallback, useEffect, useState } from 'react';
import {
  type CredentialDetails,
  credentialOf,
  useStoreCredential,
} from '../../pages/credentials/credential-api';

/** What every repair form takes: the credential to repair, and who to tell when a call went through. */
export interface RepairFormProps {
  credential: CredentialDetails;
  /** Called with the credential the API answered with, after a successful call. */
  onSettled?: (credential: CredentialDetails | undefined) => void;
}

/** The server's text for a failed call (platform §8), else 'Something went wrong'. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR;
}

export function showSuccess(text: string) {
  showSnackbar({ text, type: 'success' });
}

/** The current time, ticking every `intervalMs`, for expiry countdowns. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * A repair form's calls, one at a time: `busy` while one runs, the server's words in `error` when it
 * fails. `attempt` runs any call so; `run` also stores the credential the call answered with, shows
 * `success` and tells `onSettled` (unless `settles` is false: a resend leaves the form open).
 */
export function useRepairCall(onSettled: RepairFormProps['onSettled']) {
  const store = useStoreCredential();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useCallback(async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }, []);
  const run = useCallback(
    (call: () => Promise<unknown>, success: string, { settles = true } = {}) =>
      attempt(async () => {
        const next = credentialOf(await call());
        store(next);
        showSuccess(success);
        if (settles) onSettled?.(next);
      }),
    [attempt, store, onSettled],
  );
  return { busy, error, setError, attempt, run };
}
