import { dismissNotification, showNotification, useNotifications } from '@outreach/design-system';
import { i18n } from '@outreach/sdk';
import { forbiddenSecondsLeft } from '../guard/session-errors';

/**
 * The 403 rule's notice (spec platform §4, guard/session-errors.ts): the refusal's message with
 * "You are going to be redirected in N seconds", counted from `startedAt` (when the refusal came),
 * then `onDone`. Loaded by SessionErrors on the first such refusal (issue 25: the sign-in page does
 * not carry it). Returns what stops it early (the notice goes too).
 */
export function startForbiddenCountdown(
  { message, seconds }: { message: string; seconds: number },
  startedAt: number,
  onDone: () => void,
): () => void {
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'guard', ...options });
  const text = (left: number) => t('forbidden.redirecting', { count: left });
  const id = showNotification({
    type: 'danger',
    title: message || t('forbidden.title'),
    text: text(forbiddenSecondsLeft(Date.now() - startedAt, seconds)),
    withoutDuration: true,
  });
  const stop = () => {
    clearInterval(timer);
    dismissNotification(id);
  };
  const timer = setInterval(() => {
    const left = forbiddenSecondsLeft(Date.now() - startedAt, seconds);
    useNotifications.setState((state) => ({
      notifications: state.notifications.map((entry) =>
        entry.id === id ? { ...entry, text: text(left) } : entry,
      ),
    }));
    if (left > 0) return;
    stop();
    onDone();
  }, 1000);
  return stop;
}
