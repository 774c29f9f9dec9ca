import { Spinner } from '@outreach/design-system';
import { lazyPage, RedirectKeepingQuery } from '@outreach/sdk';
import { withStrings } from '../i18n';
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { Navigate, Route } from 'react-router';

/**
 * The account pages of spec platform §2 (auth, workspace, preferences) as <Route> elements.
 * Call them as functions inside <Routes> (react-router reads the elements, it does not render
 * them as components):
 *
 *   <Route path="/auth" element={<AuthLayout />}>{authRoutes()}</Route>
 *   {publicRoutes()}
 *   <Route element={<DefaultLayout />}>{signedInRoutes()}</Route>
 *
 * Every page loads lazily; each has its own Suspense so the layout stays while it loads.
 */

// Auth and public pages: no react-query in them (they may render before the signed-in app loads).
// The first page: only the initial strings, nothing else to download.
const SignInPage = lazyPage(() => import('../pages/auth/SignInPage'));
const SignUpPage = lazyPage(withStrings(() => import('../pages/auth/SignUpPage')));
const ForgotPasswordPage = lazyPage(withStrings(() => import('../pages/auth/ForgotPasswordPage')));
const RestorePasswordPage = lazyPage(withStrings(() => import('../pages/auth/RestorePasswordPage')));
const ActivateEmailPage = lazyPage(withStrings(() => import('../pages/auth/ActivateEmailPage')));
const ThirdPartyLoginPage = lazyPage(withStrings(() => import('../pages/auth/ThirdPartyLoginPage')));
const OAuthPage = lazyPage(withStrings(() => import('../pages/auth/OAuthPage')));
const PrivacyPolicyPage = lazyPage(withStrings(() => import('../pages/auth/PrivacyPolicyPage')));
const TermsOfUsePage = lazyPage(withStrings(() => import('../pages/auth/TermsOfUsePage')));
const ErrorPage = lazyPage(withStrings(() => import('../pages/auth/ErrorPage')));
const AcceptInvitePage = lazyPage(withStrings(() => import('../pages/workspace/AcceptInvitePage')));

// Signed-in pages (inside the signed-in app's react-query client).
const CreateWorkspacePage = lazyPage(withStrings(() => import('../pages/workspace/CreateWorkspacePage')));
const JoinWorkspacePage = lazyPage(withStrings(() => import('../pages/workspace/JoinWorkspacePage')));
const SetSpacePage = lazyPage(withStrings(() => import('../pages/workspace/SetSpacePage')));
const PreferencesLayout = lazyPage(
  withStrings(() =>
    import('../pages/preferences/PreferencesLayout').then((module) => ({
      default: module.PreferencesLayout,
    })),
  ),
);
const BasicPage = lazyPage(withStrings(() => import('../pages/preferences/user/BasicPage')));
const PasswordPage = lazyPage(withStrings(() => import('../pages/preferences/user/PasswordPage')));
const LanguagePage = lazyPage(withStrings(() => import('../pages/preferences/user/LanguagePage')));
const ManualApprovalPage = lazyPage(
  withStrings(() => import('../pages/preferences/user/ManualApprovalPage')),
);
const NotificationsPage = lazyPage(withStrings(() => import('../pages/preferences/user/NotificationsPage')));
const CompanyResearchPage = lazyPage(
  withStrings(() => import('../pages/preferences/user/CompanyResearchPage')),
);
const WorkspaceBasicPage = lazyPage(
  withStrings(() => import('../pages/preferences/workspace/WorkspaceBasicPage')),
);
const WorkspaceUsersPage = lazyPage(
  withStrings(() => import('../pages/preferences/workspace/WorkspaceUsersPage')),
);
const AppearancePage = lazyPage(withStrings(() => import('../pages/preferences/workspace/AppearancePage')));
const WorkspaceRootRedirect = lazyPage(
  withStrings(() => import('../pages/preferences/workspace/WorkspaceRootRedirect')),
);
const upcoming = (name: keyof typeof import('../pages/preferences/workspace/UpcomingPage')) =>
  lazyPage(
    withStrings(() =>
      import('../pages/preferences/workspace/UpcomingPage').then((module) => ({
        default: module[name] as ComponentType,
      })),
    ),
  );
const LabelsPage = upcoming('LabelsPage');
const CreateLabelPage = upcoming('CreateLabelPage');
const EditLabelPage = upcoming('EditLabelPage');
const AutoLabelsPage = upcoming('AutoLabelsPage');
const DomainsPage = upcoming('DomainsPage');
const AiEmployeesPage = upcoming('AiEmployeesPage');

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Spinner />}>
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
      <Route path="activate-email" element={page(ActivateEmailPage)} />
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

/** Workspace and preferences pages, rendered inside the default layout once signed in. */
/** Workspace and preferences pages (both groups below), for callers that mount them together. */
export function signedInRoutes() {
  return (
    <>
      {workspaceRoutes()}
      {preferencesRoutes()}
    </>
  );
}

/**
 * /space/* and /workspace/add: these work for a user who has no workspace yet, so they
 * need a layout that reads no workspace data (the clear layout).
 */
export function workspaceRoutes() {
  return (
    <>
      {/* spec §2: "/space redirects to create; ... any other path goes to create." */}
      <Route path="/space" element={<RedirectKeepingQuery to="/space/create" />} />
      <Route path="/space/create" element={page(CreateWorkspacePage)} />
      <Route path="/space/join" element={page(JoinWorkspacePage)} />
      <Route path="/space/set-space" element={page(SetSpacePage)} />
      <Route path="/space/use-space" element={page(SetSpacePage)} />
      <Route path="/space/*" element={<RedirectKeepingQuery to="/space/create" />} />
      <Route path="/workspace/add" element={page(CreateWorkspacePage)} />
    </>
  );
}

export function preferencesRoutes() {
  return (
    <Route path="/preferences" element={page(PreferencesLayout)}>
      <Route index element={<RedirectKeepingQuery to="/preferences/user/basic" />} />
      <Route path="user" element={<RedirectKeepingQuery to="/preferences/user/basic" />} />
      <Route path="user/basic" element={page(BasicPage)} />
      <Route path="user/password" element={page(PasswordPage)} />
      <Route path="user/language" element={page(LanguagePage)} />
      <Route path="user/manual-approval" element={page(ManualApprovalPage)} />
      <Route path="user/notifications" element={page(NotificationsPage)} />
      <Route path="user/company-research" element={page(CompanyResearchPage)} />
      <Route path="workspace" element={page(WorkspaceRootRedirect)} />
      <Route path="workspace/:idOrSection" element={page(WorkspaceRootRedirect)} />
      <Route path="workspace/basic/:id" element={page(WorkspaceBasicPage)} />
      <Route path="workspace/users/:id" element={page(WorkspaceUsersPage)} />
      <Route path="workspace/appearance/:id" element={page(AppearancePage)} />
      <Route path="workspace/labels/:id" element={page(LabelsPage)} />
      <Route path="workspace/labels/:id/create-new" element={page(CreateLabelPage)} />
      <Route path="workspace/labels/:id/edit/:labelId" element={page(EditLabelPage)} />
      <Route path="workspace/auto-labels/:id" element={page(AutoLabelsPage)} />
      <Route path="workspace/domains/:id" element={page(DomainsPage)} />
      <Route path="workspace/ai-employees" element={page(AiEmployeesPage)} />
      <Route path="*" element={<RedirectKeepingQuery to="/preferences/user/basic" />} />
    </Route>
  );
}
