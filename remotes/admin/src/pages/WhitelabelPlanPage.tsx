import { SectionWait } from './plans/SectionWait';
import { EmptyState, Page } from '@outreach/design-system';
import { type TranslationKey, useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { type FeatureGroup, featureGroupIds } from '@outreach/core/features';
import { useLocation, useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';
import { planFeaturesMenu, planMenu, segmentKey } from './menus';
import { CreditsEditor, FeatureChecklist, LimitsEditor, SeatsEditor } from './plans/PlanEditors';
import { usePlans } from './plans/plans-api';
import { WhitelabelMenu } from './WhitelabelMenu';
import { ensureWhitelabelStyles } from './whitelabels/styles';

/**
 * /admin/whitelabels/:whitelabel/plans/:tier/features/<group>, seats, credits-features, limits:
 * one page under the white-label's Plans tab, the section comes from the URL.
 */
export default function WhitelabelPlanPage() {
  ensureWhitelabelStyles();
  const t = useT('admin');
  const { whitelabel = '', tier = '' } = useParams();
  const { pathname } = useLocation();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const segment = segments.pop() ?? '';
  const inFeatures = segments.pop() === 'features';
  return (
    <Page title={t('whitelabel.title')} subtitle={t('plan.subtitle', { whitelabel, tier })}>
      <AdminMenu />
      <WhitelabelMenu whitelabel={whitelabel} />
      <AreaTabs tabs={planMenu(t, whitelabel, tier)} label={t('plan.menuLabel')} />
      {inFeatures ? (
        <AreaTabs tabs={planFeaturesMenu(t, whitelabel, tier)} label={t('plan.featuresLabel')} />
      ) : null}
      <PlanSection whitelabel={whitelabel} tier={tier} segment={segment} inFeatures={inFeatures} />
    </Page>
  );
}

function PlanSection({
  whitelabel,
  tier,
  segment,
  inFeatures,
}: {
  whitelabel: string;
  tier: string;
  segment: string;
  inFeatures: boolean;
}) {
  const t = useT('adminPlans');
  const admin = useT('admin');
  const plans = usePlans(whitelabel);
  if (plans.isError || !plans.data) return <SectionWait query={plans} label={t('loading')} />;
  const plan = plans.data.find((row) => row.tier === tier);
  if (!plan) return <EmptyState title={t('plans.notFound', { tier })} />;
  // Each editor starts again from the plan as saved (a save reads the plans again).
  const key = `${plan._id}:${plan.updated_at}:${segment}`;
  if (inFeatures) {
    if (!(featureGroupIds as string[]).includes(segment)) return null;
    return (
      <section
        className="wl-section"
        aria-label={admin(`plan.features.${segmentKey(segment)}.label` as TranslationKey<'admin'>)}
      >
        <FeatureChecklist key={key} plan={plan} group={segment as FeatureGroup} />
      </section>
    );
  }
  const Editor = { seats: SeatsEditor, 'credits-features': CreditsEditor, limits: LimitsEditor }[segment];
  if (!Editor) return null;
  return (
    <section
      className="wl-section"
      aria-label={admin(`plan.sections.${segmentKey(segment)}.label` as TranslationKey<'admin'>)}
    >
      <Editor key={key} plan={plan} />
    </section>
  );
}
