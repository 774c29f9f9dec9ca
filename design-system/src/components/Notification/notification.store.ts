import { createMessageQueue, type MessageQueueState } from '../../messageQueue';

/** spec ai-telephony §6, platform §7: notifications auto-dismiss after 4000 ms, at most 3 shown at a time. */
export const NOTIFICATION_DURATION_MS = 4000;
export const NOTIFICATION_MAX_VISIBLE = 3;

export type NotificationType = 'info' | 'warning' | 'danger' | 'success';

export interface NotificationActionButton {
  title: string;
  onClick: () => void;
}

export interface ShowNotificationInput {
  type: NotificationType;
  title: string;
  text?: string;
  /** Stays until closed (the spec's danger notifications on load). */
  withoutDuration?: boolean;
  hasClosedButton?: boolean;
  actionButton?: NotificationActionButton;
}

export interface NotificationEntry extends ShowNotificationInput {
  id: string;
}

/** Every notification not yet dismissed, oldest first; the newest NOTIFICATION_MAX_VISIBLE are shown. */
export type NotificationState = MessageQueueState<'notifications', ShowNotificationInput, NotificationEntry>;

const queue = createMessageQueue({
  key: 'notifications',
  idPrefix: 'notification',
  maxVisible: NOTIFICATION_MAX_VISIBLE,
  toEntry: (input: ShowNotificationInput, id): NotificationEntry => ({ ...input, id }),
});

export const useNotifications = queue.useQueue;

/** The notifications on screen: the newest three; older ones wait and show when one of these goes. */
export const visibleNotifications = queue.visible;

/** Shows a notification from anywhere (no hook needed) and returns its id. */
export const showNotification = queue.show;
export const dismissNotification = queue.dismiss;
export const clearNotifications = queue.clear;
