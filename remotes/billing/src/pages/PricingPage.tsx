import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';

/** Plans and upgrade (spec platform §4 "Upgrade"; /pricing stays reachable while unpaid). */
export default function PricingPage() {
  const t = useT('billing');
  return (
    <Page title={t('pricing.title')} subtitle={t('pricing.subtitle')}>
      <EmptyState title={t('pricing.emptyTitle')} description={t('pricing.emptyDescription')} />
    </Page>
  );
}
