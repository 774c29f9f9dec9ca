import { ErrorText, useBusyAction } from '@outreach/design-system';
import { api } from '@outreach/sdk';
import type { ReactNode } from 'react';
import { goTo } from './money';

/** A failure shown under what failed, announced to screen readers; nothing when there is none. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return <ErrorText className="billing-notice billing-notice--danger">{children}</ErrorText>;
}

/** Opens Stripe's customer portal (cards, invoices, cancelling) in this tab. */
export function useCustomerPortal() {
  const { busy, error, run } = useBusyAction();
  const openPortal = () => run(async () => goTo((await api.GET('/billing/customer_portal')).url));
  return { busy, error, openPortal };
}
