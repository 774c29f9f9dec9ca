import { showNotification } from '@outreach/design-system';
import { hasFeature, useT } from '@outreach/sdk';
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
  if (!hasFeature(features, 'calling') || account?.has_dialer !== true) return null;
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
