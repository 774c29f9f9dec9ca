import { ErrorNotice } from './action-feedback';
import { Spinner, ConfirmDialog, useBusyAction } from '@outreach/design-system';
import { useSession, useT, api, useNavigate } from '@outreach/sdk';
import { accountKeys } from '@outreach/sdk/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useLabel } from './labels';
import { billingKeys } from './billing-api';
import { money } from './money';

/**
 * spec platform §2 "confirm payment (500 px)", §4 Upgrade from a paid tier: the new plan, its
 * seats and price, and the proration line by line (issue 26 item 18) of the change (GET /billing/prices/{id}/upgrade_info?price_to_delete=<current price>), then
 * "Confirm and pay" subscribes (PUT /billing/subscription) and refreshes account and features.
 * A refused payment (402) keeps the modal open with the server's message.
 */
export function ConfirmPaymentModal({
  priceId,
  currentPriceId,
  returnTo,
  onClose,
}: {
  priceId: string;
  currentPriceId: string | null;
  /** The page the user reached for: after paying they land there, with a confirmation (issue 26 item 19). */
  returnTo?: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const t = useT('billing');
  const label = useLabel();
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: [...billingKeys.all(space), 'upgrade-info', priceId, currentPriceId ?? ''],
    queryFn: () =>
      api.GET('/billing/prices/{id}/upgrade_info', {
        path: { id: priceId },
        query: { price_to_delete: currentPriceId ?? undefined },
      }),
  });
  const { busy, error, run } = useBusyAction();
  const confirm = () =>
    run(async () => {
      const account = await api.PUT('/billing/subscription', {
        body: { local_price_id: priceId },
      });
      // The new account at once, then everything of the workspace (features, billing) afresh.
      queryClient.setQueryData(accountKeys.account(space), account);
      await queryClient.invalidateQueries({ queryKey: accountKeys.space() });
      onClose();
      if (returnTo?.startsWith('/') && !returnTo.startsWith('//'))
        navigate(`${returnTo}${returnTo.includes('?') ? '&' : '?'}upgraded=${account.tier}`);
    });
  const data = info.data;
  return (
    <ConfirmDialog
      onClose={onClose}
      title={t('pricing.confirmTitle')}
      width={500}
      cancelLabel={t('cancel')}
      confirmLabel={t('pricing.confirmAndPay')}
      confirm={{ onClick: confirm, loading: busy, disabled: !data }}
    >
      {info.isError ? <p role="alert">{info.error.message}</p> : null}
      {!data && !info.isError ? <Spinner label={t('loading')} /> : null}
      {data ? (
        <dl className="billing-payment-info">
          <dt>{t('pricing.changeTo')}</dt>
          <dd data-testid="new-plan">{data.plan.name}</dd>
          <dt>{t('pricing.seatsLabel')}</dt>
          <dd data-testid="new-seats">{data.seats.total}</dd>
          <dt>{t('pricing.newPrice')}</dt>
          <dd data-testid="new-price">
            {t('pricing.newPriceValue', {
              price: money(data.new_price, data.currency),
              interval: label('intervals', data.plan.interval),
            })}
          </dd>
          {data.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview's lines, in order, for one render
            <Fragment key={index}>
              <dt>{t(`pricing.lines.${line.kind}`, { plan: data.plan.name })}</dt>
              <dd data-testid="proration-line">{money(line.amount, data.currency)}</dd>
            </Fragment>
          ))}
          {data.discount > 0 ? (
            <>
              <dt>{t('pricing.discount')}</dt>
              <dd data-testid="discount">{money(-data.discount, data.currency)}</dd>
            </>
          ) : null}
          {data.current_tax > 0 ? (
            <>
              <dt>{t('pricing.tax', { percent: data.tax_percent })}</dt>
              <dd data-testid="tax">{money(data.current_tax, data.currency)}</dd>
            </>
          ) : null}
          <dt>{t('pricing.dueNow')}</dt>
          <dd data-testid="due-now">
            <strong>{money(data.current_price, data.currency)}</strong>
          </dd>
        </dl>
      ) : null}
      {data ? <p className="billing-muted">{t('pricing.dueNowHint')}</p> : null}
      <ErrorNotice>{error}</ErrorNotice>
    </ConfirmDialog>
  );
}
