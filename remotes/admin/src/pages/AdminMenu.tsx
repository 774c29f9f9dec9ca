import { useBrand, useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { adminMenu } from './menus';

/**
 * spec platform §1: two brands get a monitoring tab (the white-label's options: features.monitoringTab),
 * read from the brand record the shell applies at run time (the admin's workspace, else the host's).
 */
export function useMonitoringTab(): boolean {
  return useBrand()?.features.monitoringTab ?? false;
}

/** The admin area's menu; only platform admins reach it (the shell guards /admin). */
export function AdminMenu() {
  const t = useT('admin');
  return <AreaTabs tabs={adminMenu(t, { monitoring: useMonitoringTab() })} label={t('menu.label')} />;
}
