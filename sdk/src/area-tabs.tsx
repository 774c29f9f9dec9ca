/**
 * URL-driven area menus (Campaigns, Reports, Billing tabs…), shared by every remote.
 * Imported from '@outreach/sdk/area-tabs': kept off the sdk's main entry (a federation
 * singleton the sign-in page loads), so only the remotes that show menus carry it.
 */
import { Tabs } from '@outreach/design-system';
import type { Translate } from '@outreach/sdk';
import { useLocation, useNavigate } from 'react-router';

/** The translate function of an area (`useT('campaigns')`), for menus built from strings. */
export type { Translate };

/** One entry of an area menu: a tab that is a URL. */
export interface AreaTab {
  id: string;
  label: string;
  /** Where the tab leads; it is active on this path and everything below it. */
  path: string;
  /** Other paths (and everything below them) on which this tab is active too. */
  alsoActiveOn?: readonly string[];
  badge?: number;
  disabled?: boolean;
}

function isUnder(pathname: string, base: string) {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const prefix = base.toLowerCase().replace(/\/+$/, '');
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The id of the tab with the longest path containing `pathname`, or '' when none does. */
export function activeTabId(tabs: readonly AreaTab[], pathname: string): string {
  let active = '';
  let longest = -1;
  for (const tab of tabs) {
    for (const base of [tab.path, ...(tab.alsoActiveOn ?? [])]) {
      if (isUnder(pathname, base) && base.length > longest) {
        active = tab.id;
        longest = base.length;
      }
    }
  }
  return active;
}

/** The section of a tabbed page that the URL shows (the first tab when none matches). */
export function useActiveTab(tabs: readonly AreaTab[]): string {
  const { pathname } = useLocation();
  return activeTabId(tabs, pathname) || (tabs[0]?.id ?? '');
}

/**
 * An area menu as tabs driven by the URL. Navigating keeps the query string, so
 * selectedCred and space stay (spec platform §2: links carry them).
 */
export function AreaTabs({ tabs, label }: { tabs: readonly AreaTab[]; label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Tabs
      aria-label={label}
      items={tabs.map((tab) => ({ id: tab.id, label: tab.label, badge: tab.badge, disabled: tab.disabled }))}
      value={activeTabId(tabs, location.pathname)}
      onChange={(id) => {
        const tab = tabs.find((candidate) => candidate.id === id);
        if (tab) navigate(`${tab.path}${location.search}`);
      }}
    />
  );
}
