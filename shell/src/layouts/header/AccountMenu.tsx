import { Avatar, Checkbox, Dropdown, DropdownItem, DropdownSection, Select } from '@outreach/design-system';
import {
  changeLanguage,
  isLanguage,
  languages,
  setTheme,
  useSession,
  useT,
  useNavigate,
} from '@outreach/sdk';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { withCarriedQuery } from '../carried-query';
import { useBackToAdmin, useLogout } from '../use-logout';
import { useShellContext } from '../use-shell-context';
import { SwitchWorkspaceModal } from './SwitchWorkspaceModal';
import { useSwitchWorkspace, useWorkspaces } from './workspaces';

/** Workspaces listed in the menu; more open the switch-workspace modal (725 px). */
export const MENU_WORKSPACES = 5;

/**
 * spec platform §2: the account info dropdown with three sections: the user (name and email,
 * preferences, theme, language), the workspace (its preferences, billing when enabled) and the
 * workspace switch (the person's workspaces, New workspace unless the brand is restricted).
 */
export function AccountMenu() {
  const t = useT('layout');
  const navigate = useNavigate();
  const location = useLocation();
  const { user, account, brand, selected } = useShellContext();
  const theme = useSession((state) => state.theme);
  const locale = useSession((state) => state.locale);
  const [open, setOpen] = useState(false);
  const [allWorkspaces, setAllWorkspaces] = useState(false);
  const workspaces = useWorkspaces(open || allWorkspaces);
  const switchWorkspace = useSwitchWorkspace(t('messages.spaceSet'));
  const logout = useLogout();
  const backToAdmin = useBackToAdmin();
  const go = (path: string) => navigate(withCarriedQuery(path, location.search, selected?._id));
  const name =
    user?.full_name?.trim() ||
    `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() ||
    user?.email ||
    '';
  const list = workspaces.data ?? [];

  return (
    <>
      <Dropdown
        align="end"
        open={open}
        onOpenChange={setOpen}
        aria-label={t('menu.label', { name })}
        triggerClassName="shell-header__account"
        panelClassName="shell-account-menu"
        trigger={
          <span aria-hidden="true">
            <Avatar name={name || '?'} size="sm" />
          </span>
        }
      >
        <DropdownSection title={name}>
          <p className="shell-account-menu__email">{user?.email}</p>
          <DropdownItem onSelect={() => go('/preferences/user/basic')}>{t('menu.preferences')}</DropdownItem>
          <div className="shell-account-menu__control">
            <Checkbox
              variant="switch"
              label={t('menu.darkTheme')}
              checked={theme === 'dark'}
              onChange={(event) => setTheme(event.target.checked ? 'dark' : 'light')}
            />
          </div>
          <div className="shell-account-menu__control">
            <Select
              label={t('menu.language')}
              value={locale}
              onChange={(event) => {
                // spec platform §1: the language is stored locally and the page reloads on change.
                if (isLanguage(event.target.value)) changeLanguage(event.target.value);
              }}
              options={languages.map((language) => ({ value: language.code, label: language.label }))}
            />
          </div>
          {account?.is_admin_view ? (
            <DropdownItem onSelect={() => backToAdmin(account._id)}>{t('nav.backToAdmin')}</DropdownItem>
          ) : (
            <DropdownItem onSelect={() => void logout()}>{t('nav.logout')}</DropdownItem>
          )}
        </DropdownSection>
        {account ? (
          <DropdownSection title={account.name}>
            <DropdownItem onSelect={() => go(`/preferences/workspace/basic/${account._id}`)}>
              {t('menu.workspacePreferences')}
            </DropdownItem>
            {account.is_billing_enabled ? (
              <DropdownItem onSelect={() => go('/billing/overview')}>{t('nav.billing')}</DropdownItem>
            ) : null}
          </DropdownSection>
        ) : null}
        <DropdownSection title={t('menu.switchWorkspace')}>
          {workspaces.isPending ? <p className="shell-account-menu__email">{t('menu.loading')}</p> : null}
          {list.slice(0, MENU_WORKSPACES).map((workspace) => (
            <DropdownItem
              key={workspace._id}
              selected={workspace._id === account?._id}
              onSelect={() => {
                if (workspace._id !== account?._id) void switchWorkspace(workspace);
              }}
            >
              {workspace.name}
            </DropdownItem>
          ))}
          {list.length > MENU_WORKSPACES ? (
            <DropdownItem onSelect={() => setAllWorkspaces(true)}>
              {t('menu.allWorkspaces', { count: list.length })}
            </DropdownItem>
          ) : null}
          {/* spec platform §6: a new workspace can be created unless the brand is restricted. */}
          {brand.features.newWorkspace ? (
            <DropdownItem onSelect={() => navigate('/workspace/add')}>{t('menu.newWorkspace')}</DropdownItem>
          ) : null}
        </DropdownSection>
      </Dropdown>
      <SwitchWorkspaceModal
        open={allWorkspaces}
        onClose={() => setAllWorkspaces(false)}
        workspaces={list}
        currentId={account?._id}
        onChoose={(workspace) => {
          setAllWorkspaces(false);
          void switchWorkspace(workspace);
        }}
      />
    </>
  );
}
