import { showNotification, showSnackbar } from '@outreach/design-system';
import {
  disconnectRealtime,
  getRealtime,
  sessionStore,
  setToken,
  useRealtimeEvent,
  useSession,
  useT,
} from '@outreach/sdk';
import { useAccountLiveUpdates } from '@outreach/sdk/account';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { realtimeAuthorizationAction } from '../guard/session-errors';

/**
 * The client half of realtime for the session (spec platform §7 Realtime): connects while
 * signed in, keeps user, workspace and credentials fresh, ends the session when the socket's
 * token is refused, tells the server which credential is selected (change_credentials).
 */
export function SessionLive() {
  const t = useT('guard');
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const space = useSession((state) => state.space);

  useAccountLiveUpdates();

  // getRealtime reads the token and the space from the session store and reconnects when either
  // changed: both are listed so the socket follows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: space is read by getRealtime from the store
  useEffect(() => {
    if (token) void getRealtime();
  }, [token, space]);

  // spec platform §4 "Credential switch: … a change_credentials event is sent".
  useEffect(
    () =>
      sessionStore.subscribe((state, previous) => {
        if (state.selectedCredentialId === previous.selectedCredentialId) return;
        void getRealtime()?.then((socket) =>
          socket.emit('change_credentials', {
            old: previous.selectedCredentialId,
            new: state.selectedCredentialId,
          }),
        );
      }),
    [],
  );

  useRealtimeEvent('authorization', (payload) => {
    if (realtimeAuthorizationAction(payload) !== 'sign-out') return;
    showSnackbar({ type: 'error', text: t('realtime.signedOut') });
    disconnectRealtime();
    setToken(null);
    navigate('/auth/sign-in', { replace: true });
  });

  useRealtimeEvent('already_authorized', () => {
    showNotification({ type: 'info', title: t('realtime.alreadyAuthorized') });
  });

  return null;
}
