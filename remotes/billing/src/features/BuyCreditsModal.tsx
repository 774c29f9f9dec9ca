import { ErrorNotice } from './action-feedback';
import { Button, Modal, Spinner, failureText } from '@outreach/design-system';
import { useT, api, useNavigate } from '@outreach/sdk';
import { accountKeys } from '@outreach/sdk/account';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePrices } from './billing-api';
import { count, goTo, money } from './money';

/**
 * Buy credits (spec platform §2: /billing/overview?showCreditsModal=true): the credit packs of
 * GET /billing/prices. GET /billing/checkout?price_id= charges the saved card at once (issue 26
 * item 17: the overview confirms it, no second trip through Checkout); without a saved card, or
 * when the bank wants the customer to authenticate, it answers Checkout, opened in this tab.
 */
export function BuyCreditsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('billing');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const prices = usePrices();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const buy = async (priceId: string) => {
    setBusy(priceId);
    setError(null);
    try {
      const answer = await api.GET('/billing/checkout', {
        query: { price_id: priceId },
      });
      if (answer.paid) {
        // The overview says thank you (the modal closes with the new address); the balance and
        // Transactions are read again.
        navigate('/billing/overview?credits_purchased=true');
        await queryClient.invalidateQueries({ queryKey: accountKeys.space() });
        return;
      }
      goTo(answer.url);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(null);
    }
  };
  const packs = prices.data?.credit_packs ?? [];
  return (
    <Modal open={open} onClose={onClose} title={t('credits.buyTitle')} width={500}>
      {prices.isError ? <p role="alert">{prices.error.message}</p> : null}
      {!prices.data && !prices.isError ? <Spinner label={t('loading')} /> : null}
      {prices.data && packs.length === 0 ? <p>{t('credits.noPacks')}</p> : null}
      <ul className="billing-list">
        {packs.map((pack) => (
          <li key={pack._id}>
            <span>{t('credits.pack', { count: pack.credits, amount: count(pack.credits) })}</span>
            <strong>{money(pack.price, pack.currency)}</strong>
            <Button
              size="sm"
              loading={busy === pack._id}
              disabled={busy !== null}
              onClick={() => buy(pack._id)}
              aria-label={t('credits.buyPack', { count: pack.credits, amount: count(pack.credits) })}
            >
              {t('credits.buy')}
            </Button>
          </li>
        ))}
      </ul>
      <ErrorNotice>{error}</ErrorNotice>
    </Modal>
  );
}
