import { Button, Sidebar, type SidebarItem } from '@outreach/design-system';
import {
  api,
  disconnectRealtime,
  readLocalStorage,
  remoteForPath,
  setTheme,
  setToken,
  useSession,
  useT,
  writeLocalStorage,
} from '@outreach/sdk';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useAppConfig } from '../app/config';
import { BrandLogo } from './BrandLogo';

const COLLAPSED_KEY = 'sidebarCollapsed';

/** Sidebar items of spec platform §2, in order; the accounts issue adds greying and groups' rules. */
const navItems = [
  { id: 'dashboard', href: '/dashboard' },
  { id: 'campaigns', href: '/campaigns' },
  { id: 'profiles', href: '/profiles' },
  { id: 'inbox', href: '/inbox' },
  { id: 'reports', href: '/reports' },
  { id: 'mailboxes', href: '/mailboxes' },
  { id: 'pipeline', href: '/crm' },
  { id: 'templates', href: '/templates' },
  { id: 'integrations', href: '/integrations' },
  { id: 'settings', href: '/settings' },
  { id: 'billing', href: '/billing' },
] as const;

export function DefaultLayout() {
  const t = useT('shell');
  const { brand } = useAppConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const theme = useSession((state) => state.theme);
  const [collapsed, setCollapsed] = useState(() => readLocalStorage(COLLAPSED_KEY) === 'true');

  // spec §2: links carry selectedCred and space as query parameters.
  const carried = new URLSearchParams();
  const current = new URLSearchParams(location.search);
  for (const key of ['selectedCred', 'space']) {
    const value = current.get(key);
    if (value) carried.set(key, value);
  }
  const suffix = carried.toString() ? `?${carried}` : '';

  const items: SidebarItem[] = navItems.map((item) => ({
    id: item.id,
    label: t(`nav.${item.id}`),
    href: item.href + suffix,
  }));
  if (user?.is_admin) items.push({ id: 'admin', label: t('nav.admin'), href: `/admin${suffix}` });
  const activeId =
    navItems.find((item) => location.pathname.startsWith(item.href))?.id ??
    (remoteForPath(location.pathname) === 'admin' ? 'admin' : undefined);

  async function logout() {
    await api.get('/auth/logout').catch(() => undefined);
    disconnectRealtime();
    setToken(null);
    navigate('/auth/sign-in');
  }

  return (
    <div className="shell-layout" data-collapsed={collapsed}>
      <Sidebar
        groups={[{ id: 'base', items }]}
        activeId={activeId}
        collapsed={collapsed}
        onToggleCollapse={() => {
          writeLocalStorage(COLLAPSED_KEY, String(!collapsed));
          setCollapsed(!collapsed);
        }}
        header={
          <Link to={`/campaigns${suffix}`} aria-label={brand.name}>
            <BrandLogo brand={brand} />
          </Link>
        }
        renderLink={(item, content) => (
          <Link to={item.href} className="shell-nav-link">
            {content}
          </Link>
        )}
        footer={
          <Button variant="ghost" size="sm" onClick={logout}>
            {t('nav.logout')}
          </Button>
        }
      />
      <div className="shell-main">
        <header className="shell-header">
          <span className="shell-header__user">{user?.full_name ?? user?.email}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
            aria-label={theme === 'dark' ? t('theme.light') : t('theme.dark')}
          >
            {theme === 'dark' ? '☀' : '☾'}
          </Button>
        </header>
        <main className="shell-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
