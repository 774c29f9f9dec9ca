import { EmptyState, Page } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
import { useLocation, useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { planFeaturesMenu, planMenu, segmentKey } from './menus';
import { WhitelabelMenu } from './WhitelabelMenu';

/**
 * /admin/whitelabels/:whitelabel/plans/:tier/features/<group>, seats, credits-features, limits:
 * one page under the white-label's Plans tab, the section comes from the URL.
 */
export default function WhitelabelPlanPage() {
  const t = useT('admin');
  const { whitelabel = '', tier = '' } = useParams();
  const { pathname } = useLocation();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const last = segmentKey(segments.pop() ?? '');
  const inFeatures = segments.pop() === 'features';
  const strings = inFeatures ? `plan.features.${last}` : `plan.sections.${last}`;
  return (
    <Page title={t('whitelabel.title')} subtitle={t('plan.subtitle', { whitelabel, tier })}>
      <AdminMenu />
      <WhitelabelMenu whitelabel={whitelabel} />
      <AreaTabs tabs={planMenu(t, whitelabel, tier)} label={t('plan.menuLabel')} />
      {inFeatures ? (
        <AreaTabs tabs={planFeaturesMenu(t, whitelabel, tier)} label={t('plan.featuresLabel')} />
      ) : null}
      <EmptyState
        title={t(`${strings}.emptyTitle` as TranslationKey<'admin'>)}
        description={t(`${strings}.emptyDescription` as TranslationKey<'admin'>)}
      />
    </Page>
  );
}
