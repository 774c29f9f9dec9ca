import { Badge, Button, Spinner } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
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
    <table className="account-prefs__table">
      <thead>
        <tr>
          <th scope="col">{t('fields.email')}</th>
          <th scope="col">{t('workspaceUsers.status')}</th>
          <th scope="col">
            <span className="ds-visually-hidden">{t('workspaceUsers.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
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
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('workspaceUsers.resendTo', { email: invite.email })}
                    loading={resend.isPending && resend.variables === invite._id}
                    onClick={() => resend.mutate(invite._id)}
                  >
                    {t('workspaceUsers.resend')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('workspaceUsers.revokeFor', { email: invite.email })}
                    loading={revoke.isPending && revoke.variables === invite._id}
                    onClick={() => revoke.mutate(invite._id)}
                  >
                    {t('workspaceUsers.revoke')}
                  </Button>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
