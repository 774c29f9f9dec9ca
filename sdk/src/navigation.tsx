import { forwardRef, useCallback } from 'react';
import {
  Link as RouterLink,
  type LinkProps,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  type NavLinkProps,
  type NavigateOptions,
  type NavigateProps,
  type To,
  useNavigate as useRouterNavigate,
  useLocation,
} from 'react-router';
import { sessionStore } from './session';

/**
 * spec platform §2 and §4: every in-app link and navigation carries `selectedCred` and `space`
 * ("After navigation space and selectedCred stay in the query; space is kept only for the original
 * admin"). The route guard removes `space` from the URL of anyone who is not the original admin,
 * so carrying what the current URL has is enough: this is the one place that does it, for the shell
 * and for every remote (their pages import `Link`, `NavLink`, `Navigate` and `useNavigate` from
 * `@outreach/sdk`, not from react-router).
 */
export const carriedParameters = ['selectedCred', 'space'] as const;

/**
 * Paths that never carry the workspace: the admin area (the admin leaves the customer's workspace,
 * spec platform §2 "Return target when viewing a workspace: /admin/customers/{space}") and the
 * auth pages (sign-up resets `space`).
 */
export function carriesNothing(pathname: string): boolean {
  return /^\/(admin|auth)(\/|$)/i.test(pathname);
}

function usable(value: string | null | undefined): value is string {
  return Boolean(value) && value !== 'undefined' && value !== 'null';
}

/**
 * The query string a link keeps from the current one: `?selectedCred=…&space=…` (or ''). The selected
 * credential falls back to the one in the session when the URL does not name one yet.
 */
export function carriedQuery(search: string, selectedCredentialId?: string | null): string {
  const current = new URLSearchParams(search);
  const carried = new URLSearchParams();
  for (const key of carriedParameters) {
    const value = current.get(key) ?? (key === 'selectedCred' ? selectedCredentialId : null);
    if (usable(value)) carried.set(key, value);
  }
  const text = carried.toString();
  return text ? `?${text}` : '';
}

/**
 * `path` with the carried query appended, keeping any query (and hash) `path` already has: a value
 * the path names itself wins. Paths of the admin area and the auth pages get nothing.
 */
export function withCarriedQuery(path: string, search: string, selectedCredentialId?: string | null): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const [base = '', own = ''] = beforeHash.split('?');
  if (base.startsWith('/') && carriesNothing(base)) return path;
  const carried = carriedQuery(search, selectedCredentialId);
  if (!carried) return path;
  const merged = new URLSearchParams(own);
  for (const [key, value] of new URLSearchParams(carried)) if (!merged.has(key)) merged.set(key, value);
  return `${base}?${merged}${hash}`;
}

/** A react-router `To` (string or object) with the carried query. */
export function carryTo(to: To, search: string, selectedCredentialId?: string | null): To {
  if (typeof to === 'string') return withCarriedQuery(to, search, selectedCredentialId);
  const pathname = to.pathname ?? '';
  const search0 = to.search ?? '';
  const carried = withCarriedQuery(`${pathname}${search0}`, search, selectedCredentialId);
  const at = carried.indexOf('?');
  return { ...to, pathname: to.pathname, search: at >= 0 ? carried.slice(at) : search0 };
}

function selectedCredential(): string | null {
  return sessionStore.getState().selectedCredentialId;
}

/** react-router's `useNavigate`, carrying `selectedCred` and `space` (a number goes through history). */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const { search } = useLocation();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return navigate(to);
      return navigate(carryTo(to, search, selectedCredential()), options);
    },
    [navigate, search],
  );
}

/** react-router's `Link`, carrying `selectedCred` and `space`. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const { search } = useLocation();
  return <RouterLink ref={ref} to={carryTo(to, search, selectedCredential())} {...props} />;
});

/** react-router's `NavLink`, carrying `selectedCred` and `space`. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const { search } = useLocation();
  return <RouterNavLink ref={ref} to={carryTo(to, search, selectedCredential())} {...props} />;
});

/** react-router's `Navigate`, carrying `selectedCred` and `space`. */
export function Navigate({ to, ...props }: NavigateProps) {
  const { search } = useLocation();
  return <RouterNavigate to={carryTo(to, search, selectedCredential())} {...props} />;
}
