import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useMemo } from 'react';
import { ensureCampaignPageStyles } from '../features/campaign-settings/campaign-settings.styles';
import { SenderForecastCard } from '../features/forecast/components/SenderForecastCard';
import { plannedKinds } from '../features/forecast/forecast';
import { useForecast } from '../features/forecast/hooks/useForecast';
import { ensureCampaignsStyles } from '../styles';
import { CampaignsMenu } from './CampaignsMenu';
import { QueryStates } from '../features/query/QueryStates';

ensureCampaignsStyles();
ensureCampaignPageStyles();

/** What each sender will send in the next 24 hours, and why not more (issue 4: "the forecast explain what will happen tomorrow"). */
export default function ForecastPage() {
  const t = useT('campaigns');
  const forecast = useForecast();
  const kinds = useMemo(() => (forecast.data ? plannedKinds(forecast.data) : []), [forecast.data]);
  return (
    <Page title={t('forecast.title')} subtitle={t('forecast.subtitle')}>
      <CampaignsMenu />
      <div className="campaign-page__tabs" />
      <QueryStates query={forecast}>
        {(data) =>
          data.senders.length === 0 ? (
            <EmptyState title={t('forecast.emptyTitle')} description={t('forecast.emptyDescription')} />
          ) : (
            data.senders.map((sender) => (
              <SenderForecastCard key={sender.credential_id} sender={sender} kinds={kinds} />
            ))
          )
        }
      </QueryStates>
    </Page>
  );
}
