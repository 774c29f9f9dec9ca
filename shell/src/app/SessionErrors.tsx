import { dismissNotification, showNotification, useNotifications } from '@outreach/design-system';
import { i18n, onApiError, sessionStore, setSpace, setToken } from '@outreach/sdk';
import { useEffect, useRef } from 'react';
import { forbiddenSecondsLeft, serverUnreachable, sessionErrorAction } from '../guard/session-errors';
import { useLocation, useNavigate } from './open-router';

/**
 * Applies the session rules of spec platform §4 to every failed API call of the page (the
 * sdk's onApiError): 401 → sign-in after about 0.8 s, 403 on the session's workspace → a
 * 15-second countdown then the search string is cleared, 'Failed to fetch' → /error once the
 * server is confirmed unreachable (and never while the page is being left: a reload cancels the
 * calls in flight). Light enough for the first load: no react-query.
 */
export function SessionErrors() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    let signInTimer: ReturnType<typeof setTimeout> | undefined;
    let countdown: { id: string; timer: ReturnType<typeof setInterval> } | undefined;
    let confirming = false;
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    // A cancelled leave (beforeunload answered "stay") is forgotten on the next user action.
    const onStay = () => {
      leaving = false;
    };
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('pageshow', onStay);
    window.addEventListener('pointerdown', onStay);

    function stopCountdown() {
      if (!countdown) return;
      clearInterval(countdown.timer);
      dismissNotification(countdown.id);
      countdown = undefined;
    }

    const unsubscribe = onApiError((event) => {
      const action = sessionErrorAction(event, pathnameRef.current);
      const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'guard', ...options });
      if (action.type === 'sign-in' && signInTimer === undefined) {
        signInTimer = setTimeout(() => {
          signInTimer = undefined;
          // Realtime is signed-in code: its off switch loads only here (off the first page's bundle).
          void import('./realtime-off').then(({ disconnectRealtime }) => disconnectRealtime());
          setToken(null);
          navigateRef.current(action.to, { replace: true });
        }, action.delayMs);
      } else if (action.type === 'forbidden' && !countdown) {
        const started = Date.now();
        const text = (seconds: number) => t('forbidden.redirecting', { count: seconds });
        const id = showNotification({
          type: 'danger',
          title: action.message || t('forbidden.title'),
          text: text(action.seconds),
          withoutDuration: true,
        });
        const timer = setInterval(() => {
          const left = forbiddenSecondsLeft(Date.now() - started, action.seconds);
          useNotifications.setState((state) => ({
            notifications: state.notifications.map((entry) =>
              entry.id === id ? { ...entry, text: text(left) } : entry,
            ),
          }));
          if (left > 0) return;
          stopCountdown();
          // spec: "then the search string is cleared" (it named the workspace that was refused).
          navigateRef.current(pathnameRef.current, { replace: true });
          setSpace(null);
        }, 1000);
        countdown = { id, timer };
      } else if (action.type === 'error-page' && !confirming && !leaving) {
        confirming = true;
        const health = `${sessionStore.getState().apiBase.replace(/\/$/, '')}/api/health`;
        void serverUnreachable(() =>
          fetch(health, { cache: 'no-store' }).then((response) => response.status),
        ).then((down) => {
          confirming = false;
          if (down && !leaving) navigateRef.current(action.to);
        });
      }
    });

    return () => {
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('pageshow', onStay);
      window.removeEventListener('pointerdown', onStay);
      unsubscribe();
      if (signInTimer !== undefined) clearTimeout(signInTimer);
      stopCountdown();
    };
  }, []);

  return null;
}
