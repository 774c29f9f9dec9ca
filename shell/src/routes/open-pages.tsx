import { Spinner } from '@outreach/design-system';
import { lazyPage } from '@outreach/sdk';
import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense } from 'react';
import { AuthPagesGuard } from '../app/AuthPagesGuard';
import { Navigate, useLocation } from '../app/open-router';
import { withStrings } from '../i18n';
import { ResponsiveAuthLayout } from '../layouts/MobileAuthLayout';
import { ConfirmingEmail } from '../pages/auth/ConfirmingEmail';

/**
 * The pages open without sign-in (spec platform §2 auth pages, §4 public and legal pages), and
 * which address shows which (issue 25): without react-router, so the first page (sign-in) does not
 * carry it. The same pages render inside the signed-in app's router (account-routes.tsx) when
 * it is loaded. Paths match as react-router's did: any case, a trailing slash allowed.
 */

// Auth and public pages: no react-query in them (they may render before the signed-in app loads).
// The first page: only the initial strings, nothing else to download.
export const SignInPage = lazyPage(() => import('../pages/auth/SignInPage'));
const SignUpPage = lazyPage(withStrings(() => import('../pages/auth/SignUpPage')));
const ForgotPasswordPage = lazyPage(withStrings(() => import('../pages/auth/ForgotPasswordPage')));
const RestorePasswordPage = lazyPage(withStrings(() => import('../pages/auth/RestorePasswordPage')));
const ActivateEmailPage = lazyPage(withStrings(() => import('../pages/auth/ActivateEmailPage')));
const ConfirmEmailChangePage = lazyPage(withStrings(() => import('../pages/auth/ConfirmEmailChangePage')));
const ThirdPartyLoginPage = lazyPage(withStrings(() => import('../pages/auth/ThirdPartyLoginPage')));
const OAuthPage = lazyPage(withStrings(() => import('../pages/auth/OAuthPage')));
const PrivacyPolicyPage = lazyPage(withStrings(() => import('../pages/auth/PrivacyPolicyPage')));
const TermsOfUsePage = lazyPage(withStrings(() => import('../pages/auth/TermsOfUsePage')));
const ErrorPage = lazyPage(withStrings(() => import('../pages/auth/ErrorPage')));
const AcceptInvitePage = lazyPage(withStrings(() => import('../pages/workspace/AcceptInvitePage')));

/** A lazy page in its own Suspense, so the layout stays while it loads (`fallback`: a spinner). */
export function page(Page: LazyExoticComponent<ComponentType>, fallback: ReactNode = <Spinner />) {
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

/** The auth pages under /auth/ (spec platform §2), each a function so a page is made only when shown. */
export const authPages: Record<string, () => ReactNode> = {
  'sign-in': () => page(SignInPage),
  'sign-up': () => page(SignUpPage),
  'forgot-password': () => page(ForgotPasswordPage),
  'restore-password': () => page(RestorePasswordPage),
  'activate-email': () => page(ActivateEmailPage, <ConfirmingEmail />),
  'confirm-email-change': () => page(ConfirmEmailChangePage),
  'integration/third-party-login': () => page(ThirdPartyLoginPage),
};

/** Top-level pages that work without sign-in (spec platform §2, §4 public and legal pages). */
export const publicPages: Record<string, () => ReactNode> = {
  '/oauth': () => page(OAuthPage),
  '/privacy-policy': () => page(PrivacyPolicyPage),
  '/terms-of-use': () => page(TermsOfUsePage),
  '/error': () => page(ErrorPage),
  '/space/accept-invite': () => page(AcceptInvitePage),
};

/** `/Auth/Sign-In/` as `/auth/sign-in`. */
function normalized(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') : lower;
}

/** Whether `pathname` is one of the open pages (all of /auth/…, and the public pages). */
export function isOpenPath(pathname: string): boolean {
  const path = normalized(pathname);
  return path === '/auth' || path.startsWith('/auth/') || Object.hasOwn(publicPages, path);
}

/**
 * The open page at the current address: an auth page in the auth layout behind the light guard
 * (/auth and an unknown /auth/… go to sign-in), or a public page. Nothing for other paths.
 */
export function OpenPages() {
  const { pathname } = useLocation();
  const path = normalized(pathname);
  if (path === '/auth' || path.startsWith('/auth/')) {
    const render = authPages[path.slice('/auth/'.length)];
    return (
      <AuthPagesGuard>
        <ResponsiveAuthLayout>
          {render ? render() : <Navigate to="/auth/sign-in" replace />}
        </ResponsiveAuthLayout>
      </AuthPagesGuard>
    );
  }
  return publicPages[path]?.() ?? null;
}
