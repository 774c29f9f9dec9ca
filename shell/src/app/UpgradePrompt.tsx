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
import { useEffect } from 'react';

/**
 * The upgrade prompt (spec platform §6, §8 "A locked-feature error shows an upgrade prompt
 * instead"): opened by any 402 of the API with code feature_locked or limit_reached, by a locked
 * page's or step's Upgrade button (sdk requestUpgrade). "Upgrade" goes to /pricing; where billing
 * is disabled or the subscription mode says so, it tells to contact support instead.
 */
export function UpgradePrompt() {
  const t = useT('layout');
  const navigate = useNavigate();
  const request = useUpgradeRequest();
  const account = useLoadedAccount();

  useEffect(
    () =>
      onApiError((event) => {
        const asked = upgradeRequestOf(event.error);
        if (asked) requestUpgrade(asked);
      }),
    [],
  );

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
                navigate('/pricing');
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
