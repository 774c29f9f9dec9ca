import { Page } from '@outreach/design-system';
import { useT, NavLink } from '@outreach/sdk';
import { hasFeature } from '@outreach/core/features';
import { useAccount, useFeatures } from '@outreach/sdk/account';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ensurePreferencesStyles } from './preferences.styles';

ensurePreferencesStyles();

/** spec platform §2: the user pages, in order; company research needs feature ai_company_researches. */
export const userSections = [
  'basic',
  'password',
  'language',
  'manual-approval',
  'notifications',
  'company-research',
] as const;
export type UserSection = (typeof userSections)[number];

/** spec platform §2: the workspace pages under /preferences/workspace (each takes the workspace id). */
export const workspaceSections = [
  'basic',
  'users',
  'appearance',
  'labels',
  'auto-labels',
  'domains',
] as const;
export type WorkspaceSection = (typeof workspaceSections)[number];

/** The workspace named in a /preferences/workspace/<section>/<id> path, if any. */
export function workspaceIdInPath(pathname: string): string | undefined {
  const match = /^\/preferences\/workspace\/[^/]+\/([^/]+)/.exec(pathname);
  return match?.[1];
}

/** spec §2 "Links carry selectedCred and space as query parameters". */
function carriedQuery(search: string): string {
  const current = new URLSearchParams(search);
  const carried = new URLSearchParams();
  for (const key of ['selectedCred', 'space']) {
    const value = current.get(key);
    if (value) carried.set(key, value);
  }
  return carried.size > 0 ? `?${carried}` : '';
}

/**
 * The settings layout of spec platform §2 ("settings (left nav)") for /preferences: user
 * and workspace pages on the left, the page on the right.
 */
export function PreferencesLayout({ children }: { children?: ReactNode }) {
  const t = useT('account');
  const location = useLocation();
  const account = useAccount();
  const features = useFeatures().data;
  const workspaceId = workspaceIdInPath(location.pathname) ?? account.data?._id;
  const suffix = carriedQuery(location.search);

  const userLinks = userSections
    .filter((section) => section !== 'company-research' || hasFeature(features, 'ai_company_researches'))
    .map((section) => ({ section, to: `/preferences/user/${section}` }));
  const workspaceLinks = workspaceId
    ? workspaceSections.map((section) => ({
        section,
        to: `/preferences/workspace/${section}/${workspaceId}`,
      }))
    : [];
  if (hasFeature(features, 'ai_employee_messages')) {
    workspaceLinks.push({
      section: 'ai-employees' as WorkspaceSection,
      to: '/preferences/workspace/ai-employees',
    });
  }

  return (
    <Page title={t('preferences.title')}>
      <div className="account-prefs">
        <nav className="account-prefs__nav" aria-label={t('preferences.title')}>
          <div>
            <h2 className="account-prefs__heading">{t('preferences.userGroup')}</h2>
            <ul className="account-prefs__group">
              {userLinks.map(({ section, to }) => (
                <li key={section}>
                  <NavLink className="account-prefs__link" to={`${to}${suffix}`}>
                    {t(`preferences.user.${section}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
          {workspaceLinks.length > 0 ? (
            <div>
              <h2 className="account-prefs__heading">{t('preferences.workspaceGroup')}</h2>
              <ul className="account-prefs__group">
                {workspaceLinks.map(({ section, to }) => (
                  <li key={section}>
                    <NavLink className="account-prefs__link" to={`${to}${suffix}`}>
                      {t(`preferences.workspace.${section}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </nav>
        <div className="account-prefs__content">{children ?? <Outlet />}</div>
      </div>
    </Page>
  );
}
