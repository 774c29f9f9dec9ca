import { Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';
import { useIsWorkspaceAdmin, useWorkspaceInfo } from '../hooks/workspaceInfo';
import { PreferencesPanel } from '../PreferencesPanel';
import { CodeInviteSection } from './users/CodeInviteSection';
import { InviteByEmailForm } from './users/InviteByEmailForm';
import { InvitesSection } from './users/InvitesSection';
import { MembersSection } from './users/MembersSection';

/**
 * /preferences/workspace/users/:id — members, and for admins (spec platform §6) invites by
 * email and by code, admin rights, allowed pages and accessible credentials.
 */
export default function WorkspaceUsersPage() {
  const t = useT('account');
  const { id } = useParams();
  const workspace = useWorkspaceInfo(id);
  const isAdmin = useIsWorkspaceAdmin(workspace.data);

  if (workspace.isError) {
    return (
      <PreferencesPanel title={t('preferences.workspace.users')}>
        <p role="alert">{workspace.error.message}</p>
      </PreferencesPanel>
    );
  }
  if (!workspace.data) return <Spinner />;
  const spaceId = workspace.data._id;
  return (
    <>
      <PreferencesPanel
        title={t('preferences.workspace.users')}
        description={isAdmin ? t('workspaceUsers.subtitle') : t('workspaceUsers.adminsOnly')}
      >
        <MembersSection workspace={workspace.data} isAdmin={isAdmin} />
      </PreferencesPanel>
      {isAdmin ? (
        <>
          <PreferencesPanel
            title={t('workspaceUsers.inviteTitle')}
            description={t('workspaceUsers.inviteSubtitle')}
          >
            <InviteByEmailForm spaceId={spaceId} />
          </PreferencesPanel>
          <PreferencesPanel title={t('workspaceUsers.invitesTitle')}>
            <InvitesSection spaceId={spaceId} />
          </PreferencesPanel>
          <PreferencesPanel
            title={t('workspaceUsers.codeTitle')}
            description={t('workspaceUsers.codeSubtitle')}
          >
            <CodeInviteSection spaceId={spaceId} />
          </PreferencesPanel>
        </>
      ) : null}
    </>
  );
}
