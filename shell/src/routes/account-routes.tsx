import { Spinner } from '@outreach/design-system';
import { lazyPage, Navigate } from '@outreach/sdk';
import { withStrings } from '../i18n';
import { ConfirmingEmail } from '../pages/auth/ConfirmingEmail';
import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense } from 'react';
import { Route } from 'react-router';

/**
 * The account pages of spec platform §2 (auth, workspace, preferences) as <Route> elements.
 * Call them as functions inside <Routes> (react-router reads the elements, it does not render
 * them as components):
 *
 *   <Route path="/auth" element={<AuthLayout />}>{authRoutes()}</Route>
 *   {publicRoutes()}
 *   <Route element={<DefaultLayout />}>{signedInRoutes()}</Route>     (signed-in-routes.tsx)
 *
 * Every page loads lazily; each has its own Suspense so the layout stays while it loads. The
 * signed-in pages (workspace, preferences) are in signed-in-routes.tsx, which only the signed-in
 * app imports: their table stays out of the sign-in page's first load.
 */

// Auth and public pages: no react-query in them (they may render before the signed-in app loads).
// The first page: only the initial strings, nothing else to download.
const SignInPage = lazyPage(() => import('../pages/auth/SignInPage'));
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

/** Children of the `/auth` layout route (spec platform §2 auth pages); /auth itself goes to sign-in. */
export function authRoutes() {
  return (
    <>
      <Route index element={<Navigate to="/auth/sign-in" replace />} />
      <Route path="sign-in" element={page(SignInPage)} />
      <Route path="sign-up" element={page(SignUpPage)} />
      <Route path="forgot-password" element={page(ForgotPasswordPage)} />
      <Route path="restore-password" element={page(RestorePasswordPage)} />
      <Route path="activate-email" element={page(ActivateEmailPage, <ConfirmingEmail />)} />
      <Route path="confirm-email-change" element={page(ConfirmEmailChangePage)} />
      <Route path="integration/third-party-login" element={page(ThirdPartyLoginPage)} />
      <Route path="*" element={<Navigate to="/auth/sign-in" replace />} />
    </>
  );
}

/** Top-level pages that work without sign-in (spec platform §2, §4 public and legal pages). */
export function publicRoutes() {
  return (
    <>
      <Route path="/oauth" element={page(OAuthPage)} />
      <Route path="/privacy-policy" element={page(PrivacyPolicyPage)} />
      <Route path="/terms-of-use" element={page(TermsOfUsePage)} />
      <Route path="/error" element={page(ErrorPage)} />
      <Route path="/space/accept-invite" element={page(AcceptInvitePage)} />
    </>
  );
}
