import { showNotification } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { hasFeature } from '@outreach/core/features';
import { Icon } from '../icons';
import { useShellContext } from '../use-shell-context';

/**
 * spec platform §2: the phone button needs the calling feature and permission (the workspace's dialer,
 * `has_dialer`), and is disabled without credentials. The dialer panel itself lands with the telephony
 * area; until then the button says so.
 */
export function PhoneButton() {
  const t = useT('layout');
  const { account, features, credentials } = useShellContext();
  // GET /space/info does not send has_dialer yet (the dialer comes with telephony): hidden until it does.
  const dialer = account as { has_dialer?: boolean } | undefined;
  if (!hasFeature(features, 'calling') || dialer?.has_dialer !== true) return null;
  const noCredentials = !credentials || credentials.length === 0;
  return (
    <button
      type="button"
      className="shell-header__icon-button"
      aria-label={t('header.phone')}
      title={noCredentials ? t('header.phoneNeedsAccount') : t('header.phone')}
      disabled={noCredentials}
      onClick={() =>
        showNotification({ type: 'info', title: t('header.phone'), text: t('header.dialerSoon') })
      }
    >
      <Icon name="phone" />
    </button>
  );
}
