import { Spinner } from '@outreach/design-system';
import { ApiError, api, type SessionUser, sessionStore, setToken, useSession } from '@outreach/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

interface ValidatedSession {
  user: SessionUser;
  space: { _id: string; name: string } | null;
}

/**
 * Signed-in pages need a valid token. The full route guard of spec platform §4
 * (payment, credentials, allowed pages…) comes with the accounts issue.
 */
export function RequireSession() {
  const token = useSession((state) => state.token);
  const location = useLocation();
  const session = useQuery({
    queryKey: ['session', token],
    queryFn: () => api.get<ValidatedSession>('/auth/validate_token'),
    enabled: Boolean(token),
  });

  useEffect(() => {
    if (session.data) sessionStore.setState({ user: session.data.user });
    if (session.error instanceof ApiError && session.error.status === 401) setToken(null);
  }, [session.data, session.error]);

  if (!token) return <Navigate to={`/auth/sign-in${location.search}`} replace />;
  if (session.isPending) return <Spinner />;
  return <Outlet />;
}
