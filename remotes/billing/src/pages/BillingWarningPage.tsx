import { Button, EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useLocation, useNavigate } from 'react-router';

/** spec platform §4: an unpaid account with no payment in progress lands here. */
export default function BillingWarningPage() {
  const t = useT('billing');
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <Page title={t('warning.title')} subtitle={t('warning.subtitle')}>
      <EmptyState
        title={t('warning.emptyTitle')}
        description={t('warning.emptyDescription')}
        action={<Button onClick={() => navigate(`/pricing${search}`)}>{t('warning.seePlans')}</Button>}
      />
    </Page>
  );
}
