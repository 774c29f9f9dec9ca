import { Checkbox, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useProfile, useUpdateProfile } from '../hooks/profile';
import { PreferencesPanel } from '../PreferencesPanel';

/**
 * /preferences/user/manual-approval: a per-user switch, saved with POST /users/update
 * {manual_approval}. While on, messages written for this person wait for their approval.
 */
export default function ManualApprovalPage() {
  const t = useT('account');
  const user = useProfile();
  const update = useUpdateProfile();
  const saved = user.data?.manual_approval ?? false;
  // Shows the value being saved until the refreshed user arrives.
  const checked = update.isPending ? Boolean(update.variables?.manual_approval) : saved;
  return (
    <PreferencesPanel
      title={t('preferences.user.manual-approval')}
      description={t('manualApproval.subtitle')}
    >
      {user.data ? (
        <Checkbox
          variant="switch"
          name="manual_approval"
          label={t('manualApproval.label')}
          hint={t('manualApproval.hint')}
          checked={checked}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ manual_approval: event.target.checked })}
        />
      ) : (
        <Spinner />
      )}
    </PreferencesPanel>
  );
}
