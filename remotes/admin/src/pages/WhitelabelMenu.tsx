import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { whitelabelMenu } from './menus';

/** The tabs of one white-label (spec platform §2 "/admin/whitelabels/:whitelabel with children"). */
export function WhitelabelMenu({ whitelabel }: { whitelabel: string }) {
  const t = useT('admin');
  return <AreaTabs tabs={whitelabelMenu(t, whitelabel)} label={t('whitelabel.menuLabel')} />;
}
