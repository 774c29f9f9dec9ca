import { useState } from 'react';

/** The text of a failure: an Error's message (the API client's errors are Errors), else the thrown value. */
export function failureText(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

/**
 * An async action behind a button or a form: `busy` while it runs (the button's `loading`), the
 * failure's text in `error` (cleared when it runs again). `run` resolves to whether it succeeded,
 * so the caller can close a dialog or say "saved" only then.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(failureText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
