import { Badge, Spinner } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
import { PreferencesTable, RowButtons } from '../../PreferencesTable';
import { useEmailInvites, useResendInvite, useRevokeInvite } from './hooks';

/** The workspace's email invites with Resend and Revoke (spec §4: sent, resent, revoked). */
export function InvitesSection({ spaceId }: { spaceId: string }) {
  const t = useT('account');
  const invites = useEmailInvites(spaceId, true);
  const resend = useResendInvite(spaceId);
  const revoke = useRevokeInvite(spaceId);
  if (invites.isPending) return <Spinner />;
  if (invites.isError) return <p role="alert">{invites.error.message}</p>;
  if (invites.data.length === 0)
    return <p className="account-prefs__text">{t('workspaceUsers.noInvites')}</p>;
  return (
    <PreferencesTable
      columns={[t('fields.email'), t('workspaceUsers.status')]}
      actionsColumn={t('workspaceUsers.actions')}
    >
      {invites.data.map((invite) => (
        <tr key={invite._id}>
          <td>{invite.email}</td>
          <td>
            <Badge tone={invite.state === 'revoked' ? 'danger' : 'neutral'}>
              {t(`workspaceUsers.inviteStatus.${invite.state}` as TranslationKey<'account'>, {
                defaultValue: invite.state,
              })}
            </Badge>
          </td>
          <td>
            {invite.state === 'revoked' ? null : (
              <span className="account-prefs__actions">
                <RowButtons
                  actions={[
                    {
                      label: t('workspaceUsers.resend'),
                      ariaLabel: t('workspaceUsers.resendTo', { email: invite.email }),
                      loading: resend.isPending && resend.variables === invite._id,
                      onClick: () => resend.mutate(invite._id),
                    },
                    {
                      label: t('workspaceUsers.revoke'),
                      ariaLabel: t('workspaceUsers.revokeFor', { email: invite.email }),
                      loading: revoke.isPending && revoke.variables === invite._id,
                      onClick: () => revoke.mutate(invite._id),
                      variant: 'danger',
                    },
                  ]}
                />
              </span>
            )}
          </td>
        </tr>
      ))}
    </PreferencesTable>
  );
}
