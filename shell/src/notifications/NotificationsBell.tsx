import { Badge, Dropdown } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { Icon } from '../layouts/icons';
import { NoticeList } from './NoticeList';
import { useCurrentNotifications } from './use-current-notifications';
import { useNotificationAction } from './use-notification-action';

/** The header's bell (ai-telephony §2): a counter of the current account's notices and a panel listing them. */
export function NotificationsBell() {
  const t = useT('layout');
  const { notices, selectedId } = useCurrentNotifications();
  const action = useNotificationAction(selectedId);
  return (
    <Dropdown
      align="end"
      aria-label={t('notifications.bell', { count: notices.length })}
      triggerClassName="shell-header__icon-button"
      panelClassName="shell-notifications"
      trigger={
        <>
          <Icon name="bell" />
          <Badge count={notices.length} tone="danger" className="shell-header__counter" aria-hidden="true" />
        </>
      }
    >
      {(close) => (
        <section aria-label={t('notifications.title')}>
          <p className="shell-notifications__title">{t('notifications.title')}</p>
          {notices.length === 0 ? (
            <p className="shell-notifications__empty">{t('notifications.empty')}</p>
          ) : (
            <NoticeList
              notices={notices}
              canFix={action.actionable}
              onFix={(notice) => {
                close();
                action.run(notice);
              }}
            />
          )}
        </section>
      )}
    </Dropdown>
  );
}
