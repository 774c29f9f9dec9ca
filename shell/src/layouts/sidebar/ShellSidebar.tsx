import { useAdminValidation } from '@outreach/sdk/account';
import { Sidebar, type SidebarItem } from '@outreach/design-system';
import { readLocalStorage, useT, writeLocalStorage, Link } from '@outreach/sdk';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { carriedQuery } from '../carried-query';
import { Icon } from '../icons';
import { useBackToAdmin, useLogout } from '../use-logout';
import { HORIZONTAL_SIDEBAR_QUERY, useMediaQuery } from '../use-media-query';
import { useShellContext } from '../use-shell-context';
import { activeSidebarItem, buildSidebarGroups, LOGOUT_ITEM_ID } from './sidebar-items';

/** spec platform §9: local storage keeps "sidebar collapsed". */
export const SIDEBAR_COLLAPSED_KEY = 'sidebarCollapsed';

export function ShellSidebar({ header }: { header?: ReactNode }) {
  const t = useT('layout');
  const location = useLocation();
  const { account, allowedPages, brand, credentials, selected, user } = useShellContext();
  const adminValidation = useAdminValidation(Boolean(user) && !user?.is_admin);
  const horizontal = useMediaQuery(HORIZONTAL_SIDEBAR_QUERY);
  const [collapsed, setCollapsed] = useState(() => readLocalStorage(SIDEBAR_COLLAPSED_KEY) === 'true');
  const logout = useLogout();
  const backToAdmin = useBackToAdmin();

  const groups = buildSidebarGroups({
    account,
    credentialsCount: credentials?.length,
    // The Admin link: platform admins and white-label owners (GET /admin/validate reseller_brands).
    isPlatformAdmin: Boolean(user?.is_admin) || (adminValidation.data?.reseller_brands.length ?? 0) > 0,
    brand,
    unreadCount: selected?.unread_count,
    query: carriedQuery(location.search, selected?._id),
    orientation: horizontal ? 'horizontal' : 'vertical',
    allowedPages,
    t,
  }).map((group) => ({
    ...group,
    items: group.items.map((item) => ({ ...item, icon: <Icon name={item.id} /> })),
  }));

  const renderLink = (item: SidebarItem, content: ReactNode) => {
    const active = item.id === activeSidebarItem(location.pathname, location.search);
    if (item.id === LOGOUT_ITEM_ID) {
      return (
        <button
          type="button"
          className="shell-nav-button"
          title={collapsed ? item.label : undefined}
          onClick={() => (account?.is_admin_view ? backToAdmin(account._id) : void logout())}
        >
          {content}
        </button>
      );
    }
    if (item.external) {
      // spec platform §2: some items are external links; they open in a new tab.
      return (
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          title={collapsed ? item.label : undefined}
        >
          {content}
        </a>
      );
    }
    return (
      <Link
        to={item.href}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? item.label : undefined}
      >
        {content}
      </Link>
    );
  };

  return (
    <Sidebar
      className="shell-sidebar"
      groups={groups}
      activeId={activeSidebarItem(location.pathname, location.search)}
      collapsed={collapsed}
      orientation={horizontal ? 'horizontal' : 'vertical'}
      onToggleCollapse={() => {
        writeLocalStorage(SIDEBAR_COLLAPSED_KEY, String(!collapsed));
        setCollapsed(!collapsed);
      }}
      header={header}
      renderLink={renderLink}
    />
  );
}
