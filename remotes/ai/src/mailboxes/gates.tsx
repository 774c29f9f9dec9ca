import { featureLockedCode } from '@outreach/core/billing';
import type { FeatureFlag } from '@outreach/core/features';
import { hasFeature } from '@outreach/core/features';
import { LockedFeature, upgradeRequestOf, usePlanFeatures } from '@outreach/sdk';
import type { ReactNode } from 'react';

/**
 * The plan features of the AI email service (spec ai-telephony §3 "Feature flags relevant here"):
 * ai_domain for the domains, mailbox_slot for the mailboxes, email_warming for warm-up.
 */
export type MailFeature = Extract<FeatureFlag, 'ai_domain' | 'mailbox_slot' | 'email_warming'>;

/**
 * Whether the plan has `feature`, from the shell's context (usePlanFeatures, not react-query: see
 * the dialer's App). Unknown features (outside the shell, or not loaded yet) lock nothing: the API's
 * 402 feature_locked then shows the same placeholder (`lockedBy`).
 */
export function usePlanAllows(feature: MailFeature): boolean {
  const features = usePlanFeatures();
  return features === undefined || hasFeature(features, feature);
}

/** The feature a failed call was refused for because the plan lacks it (402 feature_locked), if any. */
export function lockedBy(error: unknown): string | null {
  const request = upgradeRequestOf(error);
  return request?.code === featureLockedCode ? request.feature || null : null;
}

/** The upgrade placeholder (LockedFeature) instead of `children` when the plan lacks `feature`. */
export function PlanGate({ feature, children }: { feature: MailFeature; children: ReactNode }) {
  if (!usePlanAllows(feature)) return <LockedFeature feature={feature} />;
  return <>{children}</>;
}
