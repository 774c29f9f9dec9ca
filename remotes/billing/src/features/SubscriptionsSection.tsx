import { ErrorNotice, useCustomerPortal } from './action-feedback';
import { Badge, Button, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useAccount, useCanPay, useOverview } from './billing-api';
import { day, money } from './money';
import { useLabel } from './labels';
import { useSeededPlans } from './seeded-plans';

/** /billing/subscriptions: the subscription's details and the way to Stripe's customer portal. */
export function SubscriptionsSection() {
  const seeded = useSeededPlans();
  const t = useT('billing');
  const label = useLabel();
  const account = useAccount().data;
  const overview = useOverview();
  const canPay = useCanPay(account);
  const { busy, error, openPortal } = useCustomerPortal();
  if (overview.isError) return <p role="alert">{overview.error.message}</p>;
  const data = overview.data;
  if (!data) return <Spinner label={t('loading')} />;
  const plan = data.plan;
  return (
    <section className="billing-card" aria-labelledby="billing-subscription">
      <h3 id="billing-subscription">{t('subscriptions.current')}</h3>
      {plan ? (
        <dl>
          <dt>{t('subscriptions.tier')}</dt>
          <dd>{seeded.name(plan.tier, plan.name)}</dd>
          <dt>{t('subscriptions.interval')}</dt>
          <dd>{label('intervals', plan.interval)}</dd>
          <dt>{t('subscriptions.quantity')}</dt>
          <dd data-testid="subscription-seats">
            {data.seats.included > 0
              ? t('subscriptions.seatsValue', {
                  total: data.seats.total,
                  bought: data.seats.bought,
                  included: data.seats.included,
                })
              : data.seats.total}
          </dd>
          <dt>{t('subscriptions.amount')}</dt>
          <dd>{money(plan.amount_with_tax, plan.currency)}</dd>
          <dt>{t('overview.status')}</dt>
          <dd>
            <Badge tone={plan.status === 'active' || plan.status === 'trialing' ? 'primary' : 'danger'}>
              {label('statuses', plan.status)}
            </Badge>
          </dd>
          {data.next_invoice ? (
            <>
              <dt>{t('overview.nextInvoice')}</dt>
              <dd>{day(data.next_invoice.date)}</dd>
            </>
          ) : null}
          {plan.cancel_at_period_end ? (
            <>
              <dt>{t('subscriptions.renewal')}</dt>
              <dd>{t('overview.cancelsAtPeriodEnd')}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>{t('overview.noPlan')}</p>
      )}
      {canPay && data.is_billing_enabled ? (
        <div>
          <Button variant="secondary" loading={busy} onClick={openPortal}>
            {t('subscriptions.portal')}
          </Button>
        </div>
      ) : null}
      <ErrorNotice>{error}</ErrorNotice>
    </section>
  );
}
