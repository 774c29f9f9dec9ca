import { api } from '@outreach/sdk';
import { type ReactNode, useState } from 'react';
import { goTo } from './money';

/** The text of a failure: the API's message (ApiError is an Error), else the thrown value. */
export function messageOf(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

/**
 * A button's async action: `busy` while it runs (for the button's spinner), the failure's message
 * in `error` (cleared when it runs again). `run` resolves to whether the action succeeded.
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
      setError(messageOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** A failure shown under what failed, announced to screen readers; nothing when there is none. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="billing-notice billing-notice--danger">
      {children}
    </p>
  );
}

/** Opens Stripe's customer portal (cards, invoices, cancelling) in this tab. */
export function useCustomerPortal() {
  const { busy, error, run } = useBusyAction();
  const openPortal = () => run(async () => goTo((await api.GET('/billing/customer_portal')).url));
  return { busy, error, openPortal };
}
