import { showNotification } from '@outreach/design-system';
import { readLocalStorage, useT, writeLocalStorage, Link } from '@outreach/sdk';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotificationsBell } from '../../notifications/NotificationsBell';
import { AccountSwitcher } from '../account-switcher/AccountSwitcher';
import { BrandLogo } from '../BrandLogo';
import { carriedQuery } from '../carried-query';
import { useShellContext } from '../use-shell-context';
import { AccountMenu } from './AccountMenu';
import { PhoneButton } from './PhoneButton';
import { toastsBelow } from './toasts-below';

/** spec platform §9: local storage keeps the feature-request notification flag (shown once). */
export const FEATURE_REQUEST_KEY = 'featureRequestNotificationShown';

export function isVideoRoute(pathname: string): boolean {
  return pathname === '/v' || pathname.startsWith('/v/');
}

/** spec platform §2: a one-time info notification inviting feature requests. */
function useFeatureRequestNotice(helpLink: string | undefined) {
  const t = useT('layout');
  useEffect(() => {
    if (readLocalStorage(FEATURE_REQUEST_KEY) === 'true') return;
    writeLocalStorage(FEATURE_REQUEST_KEY, 'true');
    showNotification({
      type: 'info',
      title: t('header.featureRequestTitle'),
      text: t('header.featureRequestText'),
      hasClosedButton: true,
      ...(helpLink
        ? {
            actionButton: {
              title: t('header.featureRequestAction'),
              onClick: () => window.open(helpLink, '_blank', 'noopener,noreferrer'),
            },
          }
        : {}),
    });
  }, [t, helpLink]);
}

/**
 * spec platform §2 "Header": the logo (to campaigns when the user is active), the account switcher, the
 * phone button, the notifications bell and the account dropdown. Not on the video route.
 */
export function Header({ showLogo = false }: { showLogo?: boolean }) {
  const t = useT('layout');
  const location = useLocation();
  const { user, brand, selected } = useShellContext();
  useFeatureRequestNotice(brand.navLinks.help);
  if (isVideoRoute(location.pathname)) return null;
  const logo = <BrandLogo brand={brand} />;
  return (
    <header className="shell-header" ref={toastsBelow}>
      {showLogo ? (
        user?.status === 'active' ? (
          <Link
            to={`/campaigns${carriedQuery(location.search, selected?._id)}`}
            aria-label={t('header.home')}
          >
            {logo}
          </Link>
        ) : (
          logo
        )
      ) : null}
      <AccountSwitcher />
      <span className="shell-header__spacer" />
      <PhoneButton />
      <NotificationsBell />
      <AccountMenu />
    </header>
  );
}
