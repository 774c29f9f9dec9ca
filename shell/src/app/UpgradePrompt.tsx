import { Button, Modal } from '@outreach/design-system';
import {
  closeUpgradePrompt,
  onApiError,
  requestUpgrade,
  upgradeNames,
  upgradeRequestOf,
  useT,
  useUpgradeRequest,
  useNavigate,
} from '@outreach/sdk';
import { useLoadedAccount } from '@outreach/sdk/account';
import { normalizeTier } from '@outreach/core/billing';
import { tierNames } from '@outreach/core/features';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The upgrade prompt (spec platform §6, §8 "A locked-feature error shows an upgrade prompt
 * instead"): opened by a 402 (code feature_locked or limit_reached) of a change the user asked
 * for, never of a page's own reads, and by a locked page's or step's Upgrade button (sdk
 * requestUpgrade). "Upgrade" goes to /pricing, which brings the user back here; where billing
 * is disabled or the subscription mode says so, it tells to contact support instead.
 */
export function UpgradePrompt() {
  const t = useT('layout');
  const navigate = useNavigate();
  const location = useLocation();
  const request = useUpgradeRequest();
  const account = useLoadedAccount();

  useEffect(
    () =>
      onApiError((event) => {
        // Issue 26 item 19: upsell only when the user reaches for the locked thing. A read a page
        // makes by itself (GET) shows the page's locked state, never a modal; a change the user
        // asked for (POST, PUT, PATCH, DELETE) that the plan refuses opens the prompt.
        if (event.method.toUpperCase() === 'GET') return;
        const asked = upgradeRequestOf(event.error);
        if (asked) requestUpgrade(asked);
      }),
    [],
  );

  // Back from paying (issue 26 item 19): the page the user reached for, and a word that it worked.
  // Said once: a redirect still on its way with the old query (/campaigns → /campaigns/my-campaigns)
  // must not bring the welcome back after Continue.
  const upgraded = new URLSearchParams(location.search).get('upgraded');
  const [welcomed, setWelcomed] = useState<string | null>(null);
  const withoutUpgraded = () => {
    const rest = new URLSearchParams(location.search);
    rest.delete('upgraded');
    return `${location.pathname}${rest.size > 0 ? `?${rest}` : ''}`;
  };
  const welcomedAgain = upgraded !== null && upgraded === welcomed;
  useEffect(() => {
    if (welcomedAgain) navigate(withoutUpgraded(), { replace: true });
  });
  if (!request && upgraded && !welcomedAgain) {
    const done = () => {
      setWelcomed(upgraded);
      navigate(withoutUpgraded(), { replace: true });
    };
    return (
      <Modal
        open
        onClose={done}
        title={t('upgrade.doneTitle', { tier: tierNames[normalizeTier(upgraded)] ?? upgraded })}
        width={500}
        footer={<Button onClick={done}>{t('upgrade.done')}</Button>}
      >
        <p className="shell-upgrade__text">{t('upgrade.doneText')}</p>
      </Modal>
    );
  }
  if (!request) return null;
  const names = upgradeNames(request);
  const canUpgrade = account?.is_billing_enabled !== false && account?.subscription_mode !== 'disabled';
  const isLimit = request.code === 'limit_reached';
  const title = isLimit ? t('upgrade.limitTitle', names) : t('upgrade.title', names);
  const text = isLimit
    ? t('upgrade.limitText', { ...names, limit: request.limit ?? 0 })
    : t('upgrade.lockedText', names);
  return (
    <Modal
      open
      onClose={closeUpgradePrompt}
      title={title}
      width={500}
      footer={
        canUpgrade ? (
          <>
            <Button variant="secondary" onClick={closeUpgradePrompt}>
              {t('upgrade.notNow')}
            </Button>
            <Button
              onClick={() => {
                closeUpgradePrompt();
                // After paying, back to the page the user was on (issue 26 item 19).
                navigate(`/pricing?${new URLSearchParams({ return_to: location.pathname })}`);
              }}
            >
              {t('upgrade.upgrade')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={closeUpgradePrompt}>
            {t('upgrade.close')}
          </Button>
        )
      }
    >
      <p className="shell-upgrade__text">{text}</p>
      {canUpgrade ? null : <p className="shell-upgrade__support">{t('upgrade.contactSupport')}</p>}
    </Modal>
  );
}
