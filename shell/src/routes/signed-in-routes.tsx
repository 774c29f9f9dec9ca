import { lazyPage, RedirectKeepingQuery } from '@outreach/sdk';
import { Route } from 'react-router';
import { withStrings } from '../i18n';
import { page } from './account-routes';

/**
 * The signed-in account pages of spec platform §2 (workspace, preferences) as <Route> elements,
 * called as functions inside <Routes> like account-routes.tsx's. Apart from the auth and public
 * pages so that only the signed-in app (a lazy chunk) loads this table, not the sign-in page.
 */

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
const labelsPage = (name: 'LabelsPage' | 'LabelFormPage') =>
  lazyPage(
    withStrings(() =>
      import('../pages/preferences/workspace/LabelsPages').then((module) => ({ default: module[name] })),
    ),
  );
const LabelsPage = labelsPage('LabelsPage');
const CreateLabelPage = labelsPage('LabelFormPage');
const EditLabelPage = CreateLabelPage;
const AutoLabelsPage = lazyPage(withStrings(() => import('../pages/preferences/workspace/AutoLabelsPage')));
const DomainsPage = lazyPage(withStrings(() => import('../pages/preferences/workspace/DomainsPage')));
const AiEmployeesPage = lazyPage(withStrings(() => import('../pages/preferences/workspace/AiEmployeesPage')));

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
