import { create } from 'zustand';

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

export interface NotificationState {
  /** Every notification not yet dismissed, oldest first; the newest NOTIFICATION_MAX_VISIBLE are shown. */
  notifications: NotificationEntry[];
  show: (input: ShowNotificationInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

let sequence = 0;

export const useNotifications = create<NotificationState>()((set) => ({
  notifications: [],
  show: (input) => {
    sequence += 1;
    const id = `notification-${sequence}`;
    set((state) => ({ notifications: [...state.notifications, { ...input, id }] }));
    return id;
  },
  dismiss: (id) =>
    set((state) => ({ notifications: state.notifications.filter((notification) => notification.id !== id) })),
  clear: () => set({ notifications: [] }),
}));

/** The notifications on screen: the newest three; older ones wait and show when one of these goes. */
export function visibleNotifications(notifications: readonly NotificationEntry[]): NotificationEntry[] {
  return notifications.slice(-NOTIFICATION_MAX_VISIBLE);
}

/** Shows a notification from anywhere (no hook needed) and returns its id. */
export function showNotification(input: ShowNotificationInput): string {
  return useNotifications.getState().show(input);
}

export function dismissNotification(id: string): void {
  useNotifications.getState().dismiss(id);
}

export function clearNotifications(): void {
  useNotifications.getState().clear();
}
