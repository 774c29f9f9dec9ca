/**
 * The light check of the auth pages (spec platform §2 and §4), kept apart from guard.ts so
 * the sign-in page's first load carries only this, not the whole route guard and its tables.
 */
import type { GuardDecision, GuardTarget } from './guard';

function under(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === prefix || path.startsWith(`${prefix}/`);
}

function is(pathname: string, path: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === path;
}

export function isAuthPage(pathname: string): boolean {
  return under(pathname, '/auth');
}

export function toSearch(query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : '';
}

/**
 * Auth pages a signed-in person may open: activate-email, where an unconfirmed user must land (the
 * full guard decides the rest there), and the link that confirms a new sign-in email (issue 23).
 */
const signedInMayOpen = ['/auth/activate-email', '/auth/confirm-email-change'];

/**
 * A visitor with a token is sent from the auth pages to campaigns (except signedInMayOpen), and sign-up resets a
 * space query to null ("a space query value other than null is reset to null").
 */
export function authPagesGuard(hasToken: boolean, target: GuardTarget): GuardDecision {
  const { pathname, query } = target;
  if (hasToken && isAuthPage(pathname) && !signedInMayOpen.some((page) => is(pathname, page))) {
    return { redirect: `/campaigns${toSearch(query)}` };
  }
  if (is(pathname, '/auth/sign-up') && query.space !== undefined) {
    const { space: _reset, ...rest } = query;
    return { redirect: `${pathname}${toSearch(rest)}`, effects: { setSpace: null } };
  }
  return { allow: true };
}
