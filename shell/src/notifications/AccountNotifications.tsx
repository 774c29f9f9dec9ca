import { dismissNotification, showNotification, useNotifications } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useEffect, useRef } from 'react';
import {
  noticesToPopUp,
  notificationKey,
  readShownNotifications,
  rememberShownNotification,
  type ShellNotification,
} from './account-notifications';
import { ensureCredentialStyles } from '../pages/credentials/credentials.styles';
import { RepairModal } from './RepairModal';
import { useCurrentNotifications } from './use-current-notifications';
import { useNotificationAction } from './use-notification-action';

/**
 * Notices popped in this page's life, by notificationKey: a refetch or a remount of the layout must not
 * pop the same notice twice.
 */
const popped = new Map<string, { id: string; notice: ShellNotification; closed: boolean }>();

/** For tests: forget what this page popped. */
export function resetPoppedNotices() {
  popped.clear();
}

/**
 * spec platform §8 / ai-telephony §8: danger notices of the current account pop up on load as warnings
 * that do not expire; closing one remembers it (`shownNotifications`) so an identical one is not shown
 * again. Also hosts the repair modal the notices open. The layout renders this once.
 */
export function AccountNotifications() {
  ensureCredentialStyles();
  const t = useT('layout');
  const { notices, selectedId } = useCurrentNotifications();
  const action = useNotificationAction(selectedId);
  const actionRef = useRef(action);
  actionRef.current = action;

  useEffect(() => {
    // A popped notice the account no longer has (fixed, e.g. a broken mailbox disconnected or
    // reconnected) leaves the screen unasked; it is not remembered as closed, so it pops up again if the
    // problem comes back.
    const current = new Set(notices.map(notificationKey));
    for (const [key, entry] of popped) {
      if (entry.closed || current.has(key)) continue;
      popped.delete(key);
      dismissNotification(entry.id);
    }
    for (const notice of noticesToPopUp(notices, readShownNotifications())) {
      const key = notificationKey(notice);
      if (popped.has(key)) continue;
      const id = showNotification({
        type: 'warning',
        title: notice.title,
        text: notice.text,
        withoutDuration: true,
        hasClosedButton: true,
        ...(actionRef.current.actionable(notice)
          ? { actionButton: { title: t('notifications.fix'), onClick: () => actionRef.current.run(notice) } }
          : {}),
      });
      popped.set(key, { id, notice, closed: false });
    }
  }, [notices, t]);

  // A popped notice that left the stack was closed (or acted on): remember it.
  useEffect(
    () =>
      useNotifications.subscribe((state) => {
        const onScreen = new Set(state.notifications.map((entry) => entry.id));
        for (const entry of popped.values()) {
          if (entry.closed || onScreen.has(entry.id)) continue;
          entry.closed = true;
          rememberShownNotification(entry.notice);
        }
      }),
    [],
  );

  return <RepairModal />;
}
