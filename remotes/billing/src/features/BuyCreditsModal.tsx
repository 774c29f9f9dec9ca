import { ErrorNotice } from './action-feedback';
import { Button, Modal, Spinner, failureText } from '@outreach/design-system';
import { useT, api } from '@outreach/sdk';
import { useState } from 'react';
import { usePrices } from './billing-api';
import { goTo, money } from './money';

/**
 * Buy credits (spec platform §2: /billing/overview?showCreditsModal=true): the credit packs of
 * GET /billing/prices; a pack opens Stripe Checkout (GET /billing/checkout?price_id=) in this tab.
 */
export function BuyCreditsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('billing');
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
            <span>{t('credits.pack', { count: pack.credits })}</span>
            <strong>{money(pack.price, pack.currency)}</strong>
            <Button
              size="sm"
              loading={busy === pack._id}
              disabled={busy !== null}
              onClick={() => buy(pack._id)}
              aria-label={t('credits.buyPack', { count: pack.credits })}
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
