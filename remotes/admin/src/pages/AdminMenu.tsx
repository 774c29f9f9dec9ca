import { getBrand } from '@outreach/brands';
import { useSession, useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { adminMenu } from './menus';

/** spec platform §1: two brands get a monitoring tab (brands/: features.monitoringTab). */
export function useMonitoringTab(): boolean {
  const brand = useSession((state) => state.brand);
  return getBrand(brand).features.monitoringTab;
}

/** The admin area's menu; only platform admins reach it (the shell guards /admin). */
export function AdminMenu() {
  const t = useT('admin');
  return <AreaTabs tabs={adminMenu(t, { monitoring: useMonitoringTab() })} label={t('menu.label')} />;
}
