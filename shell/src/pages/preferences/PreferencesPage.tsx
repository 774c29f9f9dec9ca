import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { PreferencesLayout, type UserSection, userSections } from './PreferencesLayout';
import BasicPage from './user/BasicPage';
import CompanyResearchPage from './user/CompanyResearchPage';
import LanguagePage from './user/LanguagePage';
import ManualApprovalPage from './user/ManualApprovalPage';
import NotificationsPage from './user/NotificationsPage';
import PasswordPage from './user/PasswordPage';

const pages: Record<UserSection, ComponentType> = {
  basic: BasicPage,
  password: PasswordPage,
  language: LanguagePage,
  'manual-approval': ManualApprovalPage,
  notifications: NotificationsPage,
  'company-research': CompanyResearchPage,
};

/**
 * The user preferences for the current mount `/preferences/user/:section` in SignedInApp.
 * Once the guard mounts `signedInRoutes()` (routes/account-routes.tsx) this file is unused
 * and can go.
 */
export default function PreferencesPage() {
  const { section } = useParams();
  const location = useLocation();
  if (!userSections.includes(section as UserSection)) {
    return <Navigate to={`/preferences/user/basic${location.search}`} replace />;
  }
  const Section = pages[section as UserSection];
  return (
    <PreferencesLayout>
      <Section />
    </PreferencesLayout>
  );
}
