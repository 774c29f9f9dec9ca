import { ErrorPanel, Page, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { CampaignTabs } from '../features/campaign-nav/CampaignTabs';
import { useCampaign } from '../features/campaign-nav/useCampaign';
import { ensureCampaignPageStyles } from '../features/campaign-settings/campaign-settings.styles';
import { funnelOf, stepBars } from '../features/campaign-stats/stats-model';
import { StatsTiles } from '../features/campaign-stats/components/StatsTiles';
import { useCampaignProgress, useCampaignRates } from '../features/campaign-stats/hooks/useCampaignStats';
import { QueryStates } from '../features/query/QueryStates';

ensureCampaignPageStyles();

// recharts is large: it loads with the charts, after the tiles are on screen.
const StatsCharts = lazy(() => import('../features/campaign-stats/components/StatsCharts'));

/** Per-campaign stats (outreach §2, §3 reporting series): totals, per-day chart, funnel, step progress. */
export default function CampaignStatsPage() {
  const t = useT('campaigns');
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const rates = useCampaignRates(id);
  const progress = useCampaignProgress(id);
  const funnel = useMemo(() => (rates.data ? funnelOf(rates.data) : undefined), [rates.data]);
  const bars = useMemo(
    () =>
      progress.data
        ? stepBars(progress.data, campaign.data?.sequence ?? [], (number) =>
            t('campaignStats.step', { number }),
          )
        : undefined,
    [progress.data, campaign.data?.sequence, t],
  );

  return (
    <Page title={t('campaignStats.title')} subtitle={campaign.data?.name}>
      <div className="campaign-page__tabs">
        <CampaignTabs workflowId={id} current="stats" />
      </div>
      <QueryStates query={rates}>{(data) => <StatsTiles rates={data} />}</QueryStates>
      {progress.isError ? (
        <ErrorPanel message={progress.error.message} onRetry={() => void progress.refetch()} />
      ) : null}
      <Suspense fallback={<Spinner />}>
        <StatsCharts rates={rates.data} funnel={funnel} bars={bars} />
      </Suspense>
    </Page>
  );
}
