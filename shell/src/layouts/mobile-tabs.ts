import type { Translate } from '@outreach/sdk';
import type { Account } from '@outreach/sdk/account';
import { sidebarRestriction } from './sidebar/sidebar-items';

export interface MobileTab {
  id: 'campaigns' | 'inbox' | 'reports' | 'settings' | 'admin';
  href: string;
  label: string;
  disabled: boolean;
  badge?: number;
}

const tabs: ReadonlyArray<{ id: MobileTab['id']; href: string }> = [
  { id: 'campaigns', href: '/campaigns' },
  { id: 'inbox', href: '/inbox' },
  { id: 'reports', href: '/reports' },
  { id: 'settings', href: '/settings' },
];

/**
 * spec platform §2: "Mobile layout has bottom tabs: campaigns, inbox, reports, settings, admin (admins
 * only)", greyed out by the same rules as the sidebar.
 */
export function mobileTabs(input: {
  account: Pick<Account, 'is_paid'> | undefined;
  credentialsCount: number | undefined;
  isPlatformAdmin: boolean;
  unreadCount: number | undefined;
  query: string;
  t: Translate;
}): MobileTab[] {
  const restriction = sidebarRestriction(input);
  const enabled = (id: MobileTab['id']) =>
    restriction === 'unpaid' ? id === 'settings' : restriction !== 'no-credentials';
  const list: MobileTab[] = tabs.map((tab) => ({
    id: tab.id,
    href: `${tab.href}${input.query}`,
    label: input.t(`nav.${tab.id}`),
    disabled: !enabled(tab.id),
    ...(tab.id === 'inbox' && input.unreadCount ? { badge: input.unreadCount } : {}),
  }));
  if (input.isPlatformAdmin) {
    list.push({ id: 'admin', href: `/admin${input.query}`, label: input.t('nav.admin'), disabled: false });
  }
  return list;
}
