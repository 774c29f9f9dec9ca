import { Button, EmptyState } from '@outreach/design-system';
import { createStore, useStore } from 'zustand';
import { featureLockedCode, limitReachedCode } from '@outreach/core/billing';
import { ApiError } from './client';
import { defaultTierOf, featureName, tierNames } from '@outreach/core/features';
import { i18n } from './i18n';

/**
 * The upgrade prompt (spec platform §6 "Features gate tabs and upgrade prompts by tier", §8 "A
 * locked-feature error shows an upgrade prompt instead"): a 402 of the API (code
 * 'feature_locked' or 'limit_reached'), a locked page or a locked step asks for it here; the
 * shell shows it (shell/src/app/UpgradePrompt.tsx).
 */
export interface UpgradeRequest {
  code: typeof featureLockedCode | typeof limitReachedCode;
  /** The feature flag, or the limited feature (campaigns, email_integrations). */
  feature: string;
  /** The lowest tier that has it (feature_locked). */
  tier?: string;
  /** The plan's limit (limit_reached). */
  limit?: number;
  /** The API's own text, when the request came from a 402. */
  message?: string;
}

const upgradeStore = createStore<{ request: UpgradeRequest | null }>(() => ({ request: null }));

/** Opens the upgrade prompt (the shell shows one at a time: the latest request wins). */
export function requestUpgrade(request: UpgradeRequest): void {
  upgradeStore.setState({ request });
}

export function closeUpgradePrompt(): void {
  upgradeStore.setState({ request: null });
}

/** The open request, or null, outside React. */
export function currentUpgradeRequest(): UpgradeRequest | null {
  return upgradeStore.getState().request;
}

/** The open request, or null. */
export function useUpgradeRequest(): UpgradeRequest | null {
  return useStore(upgradeStore, (state) => state.request);
}

/** The upgrade request a failed call stands for: a 402 with the locked or limit code; null otherwise. */
export function upgradeRequestOf(error: unknown): UpgradeRequest | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  if (error.code !== featureLockedCode && error.code !== limitReachedCode) return null;
  return {
    code: error.code,
    feature: error.feature ?? '',
    tier: error.tier,
    limit: error.limit,
    message: error.message,
  };
}

/** The request of a feature the plan lacks, as a page or a step knows it (the default plans' tier). */
export function lockedFeatureRequest(feature: string): UpgradeRequest {
  return { code: featureLockedCode, feature, tier: defaultTierOf(feature) };
}

/** "Video", "Growth": the names the prompt shows. */
export function upgradeNames(request: Pick<UpgradeRequest, 'feature' | 'tier'>): {
  feature: string;
  tier: string;
} {
  const tier = request.tier ?? defaultTierOf(request.feature);
  return { feature: featureName(request.feature), tier: tierNames[tier] ?? tier };
}

/**
 * What a page the plan does not include shows (AreaRoutes' locked state): the feature, the tier
 * it is on and an Upgrade button that opens the prompt, never a dead end. Strings: the shell's
 * `layout` namespace, loaded with every signed-in page.
 */
export function LockedFeature({ feature }: { feature: string }) {
  const names = upgradeNames({ feature });
  return (
    <EmptyState
      className="locked-feature"
      title={i18n.t('upgrade.title', { ns: 'layout', ...names })}
      description={i18n.t('upgrade.lockedPage', { ns: 'layout', ...names })}
      action={
        <Button onClick={() => requestUpgrade(lockedFeatureRequest(feature))}>
          {i18n.t('upgrade.upgrade', { ns: 'layout' })}
        </Button>
      }
    />
  );
}
