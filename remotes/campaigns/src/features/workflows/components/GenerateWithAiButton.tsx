import { hasFeature } from '@outreach/core/features';
import { Button } from '@outreach/design-system';
import { lockedFeatureRequest, requestUpgrade, useT } from '@outreach/sdk';
import { useFeatures } from '@outreach/sdk/account';
import { type ComponentType, useEffect, useState } from 'react';
import { loadRemoteExpose } from '@outreach/sdk/remote-expose';

/** The plan flag POST /workflows with workflow_to_generate checks (402 feature_locked without it). */
export const magicCampaignsFeature = 'ai_magic_campaigns';

/**
 * "Generate with AI" on My Campaigns (issue 28, spec ai-telephony §2 "Create Outreach Campaigns
 * modal"): the ai remote's './GenerateWithAi', loaded when the plan has ai_magic_campaigns; without
 * it the same button opens the upgrade prompt, as the other locked features do. Until the ai
 * remote's module has loaded (or when it could not), the button stands there disabled.
 */
export function GenerateWithAiButton() {
  const t = useT('campaigns');
  const features = useFeatures().data;
  const locked = features !== undefined && !hasFeature(features, magicCampaignsFeature);
  const [Generate, setGenerate] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (features === undefined || locked) return;
    let current = true;
    loadRemoteExpose<Record<string, never>>('ai', 'GenerateWithAi').then(
      (component) => current && setGenerate(() => component),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [features, locked]);

  if (locked)
    return (
      <Button variant="secondary" onClick={() => requestUpgrade(lockedFeatureRequest(magicCampaignsFeature))}>
        {t('myCampaigns.generateWithAi')}
      </Button>
    );
  if (Generate) return <Generate />;
  return (
    <Button variant="secondary" disabled loading={!failed}>
      {t('myCampaigns.generateWithAi')}
    </Button>
  );
}
