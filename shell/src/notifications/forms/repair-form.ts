import { showSnackbar } from '@outreach/design-system';
import { ApiError, GENERIC_ERROR } from '@outreach/sdk';
import { useEffect, useState } from 'react';
import type { CredentialDetails } from '../../pages/credentials/credential-api';

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
