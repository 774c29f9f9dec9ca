import { Avatar, Badge, Checkbox } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { Account } from '@outreach/sdk/account';
import { useState } from 'react';
import { useProfile } from '../../hooks/profile';
import { PreferencesTable, RowButtons } from '../../PreferencesTable';
import { useChangeAdmin } from './hooks';
import { AllowedPagesModal, MemberCredentialsModal, type MemberRef } from './MemberAccessModals';

type Member = NonNullable<Account['users']>[number];

function memberName(member: Member): string {
  return `${member.first_name ?? ''} ${member.last_name ?? ''}`.trim() || member.email;
}

/**
 * The workspace's people. Admins (spec §6) grant or revoke admin, and choose a member's
 * pages and credentials; members see the list only.
 */
export function MembersSection({ workspace, isAdmin }: { workspace: Account; isAdmin: boolean }) {
  const t = useT('account');
  const me = useProfile().data;
  const changeAdmin = useChangeAdmin(workspace._id);
  const [editing, setEditing] = useState<{ kind: 'pages' | 'credentials'; member: MemberRef } | null>(null);
  const members = workspace.users ?? [];

  return (
    <>
      <PreferencesTable
        columns={[
          t('workspaceUsers.member'),
          t('fields.email'),
          t('workspaceUsers.role'),
          ...(isAdmin ? [t('workspaceUsers.access')] : []),
        ]}
      >
        {members.map((member) => {
          const name = memberName(member);
          const memberIsAdmin = workspace.admins.includes(member._id);
          const isMe = member._id === me?._id;
          return (
            <tr key={member._id}>
              <td>
                <span className="account-prefs__actions">
                  <Avatar name={name} src={member.photo_link ?? undefined} size="sm" />
                  {name}
                  {isMe ? <Badge tone="neutral">{t('workspaceUsers.you')}</Badge> : null}
                </span>
              </td>
              <td>{member.email}</td>
              <td>
                {isAdmin ? (
                  // You cannot take your own admin rights away: a workspace keeps an admin.
                  <Checkbox
                    variant="switch"
                    name={`admin-${member._id}`}
                    label={t('workspaceUsers.admin')}
                    aria-label={t('workspaceUsers.adminFor', { name })}
                    checked={memberIsAdmin}
                    disabled={isMe || changeAdmin.isPending}
                    onChange={(event) =>
                      changeAdmin.mutate({ userId: member._id, isAdmin: event.target.checked })
                    }
                  />
                ) : (
                  <Badge tone={memberIsAdmin ? 'primary' : 'neutral'}>
                    {t(memberIsAdmin ? 'workspaceUsers.admin' : 'workspaceUsers.worker')}
                  </Badge>
                )}
              </td>
              {isAdmin ? (
                <td>
                  {memberIsAdmin ? (
                    <span className="account-prefs__text">{t('workspaceUsers.fullAccess')}</span>
                  ) : (
                    <span className="account-prefs__actions">
                      <RowButtons
                        actions={[
                          {
                            label: t('workspaceUsers.pages'),
                            ariaLabel: t('workspaceUsers.pagesFor', { name }),
                            onClick: () => setEditing({ kind: 'pages', member: { _id: member._id, name } }),
                          },
                          {
                            label: t('workspaceUsers.credentials'),
                            ariaLabel: t('workspaceUsers.credentialsFor', { name }),
                            onClick: () =>
                              setEditing({ kind: 'credentials', member: { _id: member._id, name } }),
                          },
                        ]}
                      />
                    </span>
                  )}
                </td>
              ) : null}
            </tr>
          );
        })}
      </PreferencesTable>
      {editing?.kind === 'pages' ? (
        <AllowedPagesModal spaceId={workspace._id} member={editing.member} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'credentials' ? (
        <MemberCredentialsModal
          spaceId={workspace._id}
          member={editing.member}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
