import { setSpace, useSession } from '@outreach/sdk';
import { type ReactNode, useLayoutEffect } from 'react';
import { authPagesGuard } from '../guard/auth-pages';
import { queryOf } from './location';
import { Navigate, useLocation } from './open-router';

/**
 * The auth pages' guard, light enough for the first load (no account data, no react-query):
 * a token sends the visitor on to campaigns, where the full guard takes over; sign-up drops
 * a space query (spec platform §2 and §4).
 */
export function AuthPagesGuard({ children }: { children: ReactNode }) {
  const hasToken = useSession((state) => Boolean(state.token));
  const location = useLocation();
  const decision = authPagesGuard(hasToken, { pathname: location.pathname, query: queryOf(location.search) });
  const resetSpace = decision.effects?.setSpace === null;
  useLayoutEffect(() => {
    if (resetSpace) setSpace(null);
  }, [resetSpace]);
  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  return children;
}
