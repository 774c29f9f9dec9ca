import { EmptyState, Page, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';

/**
 * spec platform §4: an unpaid account with a payment in progress lands here while the payment
 * is polled (up to 5 times, 15 s first, doubling), then goes to campaigns or billing-warning.
 */
export default function PaymentInProgressPage() {
  const t = useT('billing');
  return (
    <Page title={t('paymentInProgress.title')} subtitle={t('paymentInProgress.subtitle')}>
      <EmptyState
        icon={<Spinner label={t('paymentInProgress.emptyTitle')} />}
        title={t('paymentInProgress.emptyTitle')}
        description={t('paymentInProgress.emptyDescription')}
      />
    </Page>
  );
}
