import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useCredentials, useFeatures } from '@outreach/sdk/account';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { CampaignTabs } from '../features/campaign-nav/CampaignTabs';
import { useCampaign } from '../features/campaign-nav/useCampaign';
import { defaultMaxConnectionLimit } from '../features/campaign-settings/campaign-settings';
import { ensureCampaignPageStyles } from '../features/campaign-settings/campaign-settings.styles';
import { CampaignSettingsForm } from '../features/campaign-settings/components/CampaignSettingsForm';
import { useForecast } from '../features/forecast/hooks/useForecast';
import { ensureCampaignsStyles } from '../styles';
import { QueryStates } from '../features/query/QueryStates';

ensureCampaignsStyles();
ensureCampaignPageStyles();

/** outreach §2 "/campaign/edit/:id: the step builder and campaign settings": the settings tab. */
export default function CampaignSettingsPage() {
  const t = useT('campaigns');
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const credentials = useCredentials();
  const features = useFeatures();
  const forecast = useForecast({ enabled: !campaign.data?.is_email_only });

  const senders = useMemo(
    () =>
      (credentials.data ?? []).map((credential) => ({
        id: credential._id,
        name:
          credential.full_name ||
          `${credential.first_name} ${credential.last_name}`.trim() ||
          credential.username,
      })),
    [credentials.data],
  );
  // spec: outreach §5 "The maximum connection requests value comes from settings": the lowest
  // daily connection-request cap among the campaign's senders.
  const maxConnectionLimit = useMemo(() => {
    const chosen = new Set(campaign.data?.credentials ?? []);
    const caps = (forecast.data?.senders ?? [])
      .filter((sender) => chosen.has(sender.credential_id))
      .map((sender) => sender.caps.connection_request)
      .filter((cap): cap is number => typeof cap === 'number' && cap > 0);
    return caps.length > 0 ? Math.min(...caps) : defaultMaxConnectionLimit;
  }, [campaign.data?.credentials, forecast.data]);

  return (
    <Page title={t('campaignSettings.title')} subtitle={campaign.data?.name}>
      <div className="campaign-page__tabs">
        <CampaignTabs workflowId={id} current="settings" />
      </div>
      <QueryStates query={campaign}>
        {(data) =>
          !data ? (
            <EmptyState title={t('campaignSettings.title')} />
          ) : (
            <CampaignSettingsForm
              key={data._id}
              campaign={data}
              senders={senders}
              maxConnectionLimit={maxConnectionLimit}
              linkTrackingAllowed={features.data?.link_tracking !== false}
            />
          )
        }
      </QueryStates>
    </Page>
  );
}
