import { ErrorNotice, useCustomerPortal } from '../features/action-feedback';
import { Button, EmptyState, Page } from '@outreach/design-system';
import { useT, useNavigate } from '@outreach/sdk';
import { useLocation } from 'react-router';
import { canUpgrade, useAccount, useCanPay, useExtendInfo, useOverview } from '../features/billing-api';
import { ContactSupport } from '../features/ContactSupport';
import { isUnpaidPlan, useExtendSubscription } from '../features/extend';
import { money } from '../features/money';
import { ensureBillingStyles } from '../styles';

/**
 * spec platform §4: an unpaid account with no payment in progress lands here. Outreach is paused
 * until the subscription is paid: the last payment error, the plans, and the customer portal to
 * update the card; or the contact-support text when billing is not enabled. An admin of a
 * subscription whose invoice failed (past_due, unpaid) may pay it now: the amount due
 * (GET /billing/prices/extend_info), then "Pay now" (POST /billing/subscription/extend) and on to
 * the campaigns; a refusal shows the server's message and changes nothing.
 */
export default function BillingWarningPage() {
  ensureBillingStyles();
  const t = useT('billing');
  const navigate = useNavigate();
  const { search } = useLocation();
  const account = useAccount().data;
  const canPay = useCanPay(account);
  const overview = useOverview();
  const billingOff = account !== undefined && !canUpgrade(account);
  const lastError = overview.data?.last_payment_error ?? null;
  // Only asked when there is an invoice to pay: without it (or when it fails) no "Pay now".
  const payable = canPay && !billingOff && isUnpaidPlan(overview.data?.plan);
  const due = useExtendInfo(payable).data;
  const pay = useExtendSubscription(() => navigate(`/campaigns${search}`, { replace: true }));
  const { busy, error, openPortal } = useCustomerPortal();
  return (
    <Page title={t('warning.title')} subtitle={t('warning.subtitle')}>
      <p className="billing-notice">{t('warning.paused')}</p>
      <ErrorNotice>{lastError ? t('overview.lastPaymentError', { error: lastError }) : null}</ErrorNotice>
      {payable && due ? (
        <p className="billing-notice" data-testid="amount-due">
          {t('warning.amountDue', { amount: money(due.current_price, due.currency) })}
          {due.tax_percent > 0 ? (
            <span className="billing-muted">
              {' '}
              (
              {t('overview.taxIncluded', {
                percent: due.tax_percent,
                base: money(due.current_base_price, due.currency),
              })}
              )
            </span>
          ) : null}
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
              {payable && due ? (
                <Button loading={pay.busy} onClick={pay.extend}>
                  {t('warning.payNow')}
                </Button>
              ) : null}
              {canPay && overview.data?.plan ? (
                <Button variant="secondary" loading={busy} onClick={openPortal}>
                  {t('warning.updatePaymentMethod')}
                </Button>
              ) : null}
              <Button
                variant={payable && due ? 'secondary' : 'primary'}
                onClick={() => navigate(`/pricing${search}`)}
              >
                {t('warning.seePlans')}
              </Button>
            </div>
          }
        />
      )}
      <ErrorNotice>{pay.error ?? error}</ErrorNotice>
    </Page>
  );
}
