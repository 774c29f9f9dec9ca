import { useShallow } from 'zustand/react/shallow';
import { CloseButton } from '../../CloseButton';
import { classNames } from '../../classNames';
import { useDismissAfter } from '../../useDismissAfter';
import {
  dismissNotification,
  NOTIFICATION_DURATION_MS,
  type NotificationEntry,
  useNotifications,
  visibleNotifications,
} from './notification.store';

function NotificationItem({ notification }: { notification: NotificationEntry }) {
  const { id, type, title, text, withoutDuration, hasClosedButton, actionButton } = notification;
  useDismissAfter(withoutDuration ? undefined : NOTIFICATION_DURATION_MS, () => dismissNotification(id));
  // A notification that never expires always gets a close button, or nothing could remove it.
  const closable = hasClosedButton || withoutDuration;
  return (
    <div
      role={type === 'danger' ? 'alert' : 'status'}
      className={classNames('ds-notification', `ds-notification--${type}`)}
    >
      <div className="ds-notification__content">
        <p className="ds-notification__title">{title}</p>
        {text ? <p className="ds-notification__text">{text}</p> : null}
        {actionButton ? (
          <button
            type="button"
            className="ds-notification__action"
            onClick={() => {
              actionButton.onClick();
              dismissNotification(id);
            }}
          >
            {actionButton.title}
          </button>
        ) : null}
      </div>
      {closable ? (
        <CloseButton
          className="ds-notification__close"
          label="Close notification"
          size={14}
          onClick={() => dismissNotification(id)}
        />
      ) : null}
    </div>
  );
}

/**
 * Renders the notification stack at the top right. Mount it once inside the ThemeRoot; it is fixed to
 * the viewport, so it needs no portal.
 */
export function NotificationHost() {
  const visible = useNotifications(useShallow((state) => visibleNotifications(state.notifications)));
  return (
    <div className="ds-notification-host">
      {visible.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </div>
  );
}
