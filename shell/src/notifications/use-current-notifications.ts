import { useT } from '@outreach/sdk';
import { useMemo } from 'react';
import { useShellContext } from '../layouts/use-shell-context';
import { currentNotifications } from './account-notifications';

/** The selected credential's notices plus the workspace's (platform §8), in the interface language where ours. */
export function useCurrentNotifications() {
  const t = useT('layout');
  const { selected, account } = useShellContext();
  const notices = useMemo(
    () =>
      currentNotifications(selected, account, {
        unpaidTitle: t('notifications.unpaidTitle'),
        unpaidText: t('notifications.unpaidText'),
        crmExpiredTitle: t('notifications.crmExpiredTitle'),
        crmExpiredText: t('notifications.crmExpiredText'),
      }),
    [selected, account, t],
  );
  return { notices, selectedId: selected?._id ?? null };
}
