import { onApiError, sessionStore, setSpace, setToken } from '@outreach/sdk';
import { useEffect, useRef } from 'react';
import { serverUnreachable, sessionErrorAction } from '../guard/session-errors';
import { useLocation, useNavigate } from './open-router';

/**
 * Applies the session rules of spec platform §4 to every failed API call of the page (the
 * sdk's onApiError): 401 → sign-in after about 0.8 s, 403 on the session's workspace → a
 * 15-second countdown then the search string is cleared, 'Failed to fetch' → /error once the
 * server is confirmed unreachable (and never while the page is being left: a reload cancels the
 * calls in flight). Light enough for the first load: no react-query, and the 403 countdown loads on
 * the first such refusal (forbidden-countdown.ts; the server answered, so it is reachable).
 */
interface Countdown {
  /** Ends it (and its notice); not there while its code is still loading. */
  stop?: () => void;
  stopped: boolean;
}

export function SessionErrors() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    let signInTimer: ReturnType<typeof setTimeout> | undefined;
    /** The 403 countdown, from the refusal on (its code may still be loading: no `stop` yet). */
    let countdown: Countdown | undefined;
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
      countdown.stopped = true;
      countdown.stop?.();
      countdown = undefined;
    }

    const unsubscribe = onApiError((event) => {
      const action = sessionErrorAction(event, pathnameRef.current);
      if (action.type === 'sign-in' && signInTimer === undefined) {
        signInTimer = setTimeout(() => {
          signInTimer = undefined;
          // Realtime is signed-in code: its off switch loads only here (off the first page's bundle).
          void import('./realtime-off').then(({ disconnectRealtime }) => disconnectRealtime());
          setToken(null);
          navigateRef.current(action.to, { replace: true });
        }, action.delayMs);
      } else if (action.type === 'forbidden' && !countdown) {
        const current: Countdown = { stopped: false };
        countdown = current;
        const startedAt = Date.now();
        void import('./forbidden-countdown').then(
          ({ startForbiddenCountdown }) => {
            if (current.stopped) return;
            current.stop = startForbiddenCountdown(action, startedAt, () => {
              if (countdown === current) countdown = undefined;
              // spec: "then the search string is cleared" (it named the workspace that was refused).
              navigateRef.current(pathnameRef.current, { replace: true });
              setSpace(null);
            });
          },
          () => {
            // Its code did not load: a later refusal tries again.
            if (countdown === current) countdown = undefined;
          },
        );
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
