import { Button, showSnackbar, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useCodeInvites, useRenewCodeInvite } from './hooks';

/** The workspace's 12-character join code: Copy ('Copied successfully', spec §8) and Renew. */
export function CodeInviteSection({ spaceId }: { spaceId: string }) {
  const t = useT('account');
  const codes = useCodeInvites(spaceId, true);
  const renew = useRenewCodeInvite(spaceId);

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      showSnackbar({ type: 'success', text: t('workspaceUsers.copied') });
    } catch {
      showSnackbar({ type: 'error', text: t('workspaceUsers.copyFailed') });
    }
  }

  if (codes.isPending) return <Spinner />;
  if (codes.isError) return <p role="alert">{codes.error.message}</p>;
  if (codes.data.length === 0) return <p className="account-prefs__text">{t('workspaceUsers.noCode')}</p>;
  return (
    <ul className="account-prefs__group">
      {codes.data.map((invite) => (
        <li key={invite._id} className="account-prefs__actions">
          <span className="ds-visually-hidden">{t('workspaceUsers.inviteCode')}</span>
          <code className="account-prefs__code">{invite.code}</code>
          <Button size="sm" variant="secondary" onClick={() => void copy(invite.code)}>
            {t('workspaceUsers.copy')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={renew.isPending && renew.variables?._id === invite._id}
            onClick={() => renew.mutate(invite)}
          >
            {t('workspaceUsers.renew')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
