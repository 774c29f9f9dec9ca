import { useAdminValidation } from '@outreach/sdk/account';
import { Badge } from '@outreach/design-system';
import { useT, Link } from '@outreach/sdk';
import { Outlet, useLocation } from 'react-router';
import { AccountNotifications } from '../notifications/AccountNotifications';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { AddCredentialModalHost } from '../pages/credentials/AddCredentialModal';
import { AccountSwitcher } from './account-switcher/AccountSwitcher';
import { BrandLogo } from './BrandLogo';
import { carriedQuery } from './carried-query';
import { AccountMenu } from './header/AccountMenu';
import { Icon } from './icons';
import { ensureLayoutStyles } from './layout.styles';
import { mobileTabs } from './mobile-tabs';
import { activeSidebarItem } from './sidebar/sidebar-items';
import { useShellContext } from './use-shell-context';
import { useSignedInFrame } from './use-signed-in-frame';
import { toastsBelow } from './header/toasts-below';

/** spec platform §2: the mobile layout, bottom tabs and the account switcher. */
export function MobileLayout() {
  ensureLayoutStyles();
  useSignedInFrame();
  const t = useT('layout');
  const location = useLocation();
  const { account, brand, credentials, selected, user } = useShellContext();
  const adminValidation = useAdminValidation(Boolean(user) && !user?.is_admin);
  const active = activeSidebarItem(location.pathname);
  const tabs = mobileTabs({
    account,
    credentialsCount: credentials?.length,
    // The Admin link: platform admins and white-label owners (GET /admin/validate reseller_brands).
    isPlatformAdmin: Boolean(user?.is_admin) || (adminValidation.data?.reseller_brands.length ?? 0) > 0,
    unreadCount: selected?.unread_count,
    query: carriedQuery(location.search, selected?._id),
    t,
  });
  return (
    <div className="shell-mobile">
      <header className="shell-mobile__top" ref={toastsBelow}>
        <BrandLogo brand={brand} size={28} />
        <AccountSwitcher compact />
        <span className="shell-header__spacer" />
        <NotificationsBell />
        <AccountMenu />
      </header>
      <main className="shell-mobile__content">
        <Outlet />
      </main>
      <nav className="shell-mobile__tabs" aria-label={t('nav.label')}>
        {tabs.map((tab) =>
          tab.disabled ? (
            <span key={tab.id} className="shell-mobile__tab" aria-disabled="true">
              <Icon name={tab.id} />
              <span>{tab.label}</span>
            </span>
          ) : (
            <Link
              key={tab.id}
              to={tab.href}
              className="shell-mobile__tab"
              aria-current={active === tab.id ? 'page' : undefined}
            >
              <Icon name={tab.id} />
              <span>{tab.label}</span>
              {tab.badge ? <Badge count={tab.badge} tone="danger" className="shell-mobile__badge" /> : null}
            </Link>
          ),
        )}
      </nav>
      <AccountNotifications />
      <AddCredentialModalHost />
    </div>
  );
}
