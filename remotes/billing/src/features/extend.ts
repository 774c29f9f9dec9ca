import { useBusyAction } from '@outreach/design-system';
import { api, useSession } from '@outreach/sdk';
import { accountKeys } from '@outreach/sdk/account';
import { useQueryClient } from '@tanstack/react-query';
import type { BillingOverview } from './billing-api';

/** An unpaid subscription (its invoice failed): "Pay now" pays the open invoice (spec platform §4). */
export function isUnpaidPlan(plan: BillingOverview['plan'] | undefined): boolean {
  return plan?.status === 'past_due' || plan?.status === 'unpaid';
}

/**
 * POST /billing/subscription/extend: pays the open invoice of an unpaid subscription, or resumes
 * one set to end at the period's end. The answer is the account: written in the cache at once,
 * then everything of the workspace (features, billing) refetched, as the confirm-payment modal
 * does. A refusal (402 card error, 400 nothing to extend) keeps the server's message in `error`.
 */
export function useExtendSubscription(onDone?: () => void) {
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  const { busy, error, run } = useBusyAction();
  const extend = async () => {
    const done = await run(async () => {
      const account = await api.POST('/billing/subscription/extend');
      queryClient.setQueryData(accountKeys.account(space), account);
      await queryClient.invalidateQueries({ queryKey: accountKeys.space() });
    });
    if (done) onDone?.();
  };
  return { extend, busy, error };
}
