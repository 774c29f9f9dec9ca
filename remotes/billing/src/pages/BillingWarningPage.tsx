import { Button, EmptyState, Page } from '@outreach/design-system';
import { useT, api } from '@outreach/sdk';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canUpgrade, useAccount, useCanPay, useOverview } from '../features/billing-api';
import { ContactSupport } from '../features/ContactSupport';
import { goTo } from '../features/money';
import { ensureBillingStyles } from '../styles';

/**
 * spec platform §4: an unpaid account with no payment in progress lands here. Outreach is paused
 * until the subscription is paid: the last payment error, the plans, and the customer portal to
 * update the card; or the contact-support text when billing is not enabled.
 */
export default function BillingWarningPage() {
  ensureBillingStyles();
  const t = useT('billing');
  const navigate = useNavigate();
  const { search } = useLocation();
  const account = useAccount().data;
  const canPay = useCanPay(account);
  const overview = useOverview();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const billingOff = account !== undefined && !canUpgrade(account);
  const lastError = overview.data?.last_payment_error ?? null;
  const openPortal = async () => {
    setBusy(true);
    setError(null);
    try {
      goTo((await api.GET('/billing/customer_portal')).url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title={t('warning.title')} subtitle={t('warning.subtitle')}>
      <p className="billing-notice">{t('warning.paused')}</p>
      {lastError ? (
        <p role="alert" className="billing-notice billing-notice--danger">
          {t('overview.lastPaymentError', { error: lastError })}
        </p>
      ) : null}
      {billingOff ? (
        <ContactSupport />
      ) : (
        <EmptyState
          title={t('warning.emptyTitle')}
          description={t('warning.emptyDescription')}
          action={
            <div className="billing-row">
              <Button onClick={() => navigate(`/pricing${search}`)}>{t('warning.seePlans')}</Button>
              {canPay && overview.data?.plan ? (
                <Button variant="secondary" loading={busy} onClick={openPortal}>
                  {t('warning.updatePaymentMethod')}
                </Button>
              ) : null}
            </div>
          }
        />
      )}
      {error ? (
        <p role="alert" className="billing-notice billing-notice--danger">
          {error}
        </p>
      ) : null}
    </Page>
  );
}
