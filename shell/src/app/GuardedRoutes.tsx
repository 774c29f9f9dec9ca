import { ErrorPanel, Spinner } from '@outreach/design-system';
import {
  disconnectRealtime,
  setSpace,
  setToken,
  useSession,
  useStableValue,
  useT,
  writeLocalStorage,
} from '@outreach/sdk';
import { setSelectedCredential } from '@outreach/sdk/account';
import { prefetchPageData } from '@outreach/sdk/page-data';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { GuardEffects } from '../guard/guard';
import { SessionLive } from './SessionLive';
import { rememberSkippedEmailConfirmation, useGuard, WORKFLOW_DRAFT_KEY } from './useGuard';
import { usePaymentPolling } from './usePaymentPolling';

function applyEffects(effects: GuardEffects, { setsSpace }: { setsSpace: boolean }) {
  if (effects.signOut) {
    disconnectRealtime();
    setToken(null);
  }
  if (effects.setSpace !== undefined && setsSpace) setSpace(effects.setSpace);
  if (effects.selectCredentialId !== undefined) setSelectedCredential(effects.selectCredentialId);
  if (effects.clearWorkflowDraft) writeLocalStorage(WORKFLOW_DRAFT_KEY, null);
  if (effects.skipEmailConfirmation) rememberSkippedEmailConfirmation();
  // Browsers close only tabs a script opened (the pricing page's window.open): otherwise the tab
  // goes on to campaigns with the redirect.
  if (effects.closeWindow) window.close();
}

/**
 * Every signed-in page renders through here: the route guard of spec platform §4 runs on each
 * location change, its effects are applied, a redirect replaces the entry (so Back does not
 * return to a page the user may not see), and the page renders only once the guard allows it.
 */
export function GuardedRoutes() {
  const t = useT('guard');
  const location = useLocation();
  const result = useGuard();
  const signedIn = useSession((state) => Boolean(state.token));
  const decision = result.status === 'failed' ? null : result.decision;
  // The guard answers a new object each render: the effects apply again only when they change.
  const effects = useStableValue(decision?.effects, JSON.stringify(decision?.effects ?? null));

  // The space query is read once per navigation: when the session's space is changed later on
  // the same entry (the 403 countdown resets it), the old query must not set it back.
  const spaceSetFor = useRef<string | null>(null);

  // Before paint and before a <Navigate> child moves on, so the next page sees the new state.
  useLayoutEffect(() => {
    const setsSpace = spaceSetFor.current !== location.key;
    spaceSetFor.current = location.key;
    if (effects) applyEffects(effects, { setsSpace });
  }, [location.key, effects]);

  // Where the guard sends the page, unless it is already there (its query parameters in place).
  const redirectTo =
    decision && 'redirect' in decision && decision.redirect !== `${location.pathname}${location.search}`
      ? decision.redirect
      : null;
  // A redirect that only changes the query (selectedCred, space) keeps the page mounted, so a
  // page in the middle of something (the add-account flow) does not lose its state.
  const keepsPage = !redirectTo || new URL(redirectTo, 'http://guard.local').pathname === location.pathname;

  // issue 25: once the guard lets the page through, its first data starts beside the remote's code.
  const queryClient = useQueryClient();
  const allowedPath = result.status === 'ready' && keepsPage ? location.pathname : null;
  const search = location.search;
  useEffect(() => {
    if (allowedPath) void prefetchPageData(queryClient, allowedPath, search);
  }, [allowedPath, search, queryClient]);

  usePaymentPolling(
    result.status === 'ready' && !('redirect' in result.decision) && Boolean(effects?.startPaymentPolling),
    result.status === 'ready' ? result.refetchAccount : async () => undefined,
  );

  let redirect: React.ReactNode = null;
  let page: React.ReactNode;
  if (result.status === 'failed') {
    page = <ErrorPanel title={t('loadFailed')} message={result.message} onRetry={result.retry} />;
  } else if (redirectTo) {
    redirect = <Navigate to={redirectTo} replace />;
    page = keepsPage && result.status !== 'loading' ? <Outlet /> : null;
  } else if (result.status === 'loading') {
    page = <Spinner />;
  } else {
    page = <Outlet />;
  }
  const content = (
    <>
      {redirect}
      {page}
    </>
  );
  // Realtime lives as long as the session, across redirects and loading.
  return (
    <>
      {signedIn ? <SessionLive /> : null}
      {content}
    </>
  );
}
