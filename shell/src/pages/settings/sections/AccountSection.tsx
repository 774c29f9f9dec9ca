import { Avatar, Button, Modal, showSnackbar } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { accountKeys, setSelectedCredential } from '@outreach/sdk/account';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { credentialName } from '../../../layouts/account-switcher/credential-search';
import { ChangePasswordForm } from '../../../notifications/forms/ChangePasswordForm';
import { errorText } from '../../../notifications/forms/repair-form';
import { credentialApi } from '../../credentials/credential-api';
import type { CredentialDetails } from '../../credentials/credential-api';

/** Settings › Account: who the connected account is, its social password, and deleting it. */
export function AccountSection({ credential }: { credential: CredentialDetails }) {
  const t = useT('layout');
  const queryClient = useQueryClient();
  const space = useSession((state) => state.space);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = credentialName(credential);

  const remove = async () => {
    setBusy(true);
    try {
      await credentialApi.remove(credential._id);
      setSelectedCredential(null);
      setConfirming(false);
      showSnackbar({ text: t('settings.accountSection.deleted'), type: 'success' });
      await queryClient.invalidateQueries({ queryKey: accountKeys.credentials(space) });
    } catch (error) {
      showSnackbar({ text: errorText(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="shell-credential-settings__card" aria-labelledby="settings-account-profile">
        <h2 id="settings-account-profile">{t('settings.accountSection.profile')}</h2>
        <div className="shell-credential-settings__row">
          <span aria-hidden="true">
            <Avatar name={name} src={credential.photo_link ?? undefined} />
          </span>
          <strong>{name}</strong>
        </div>
        <dl>
          <dt>{t('settings.accountSection.email')}</dt>
          <dd>{credential.username}</dd>
          <dt>{t('settings.accountSection.accountType')}</dt>
          <dd>
            {credential.account_type === 'sales_navigator'
              ? t('settings.accountSection.salesNavigator')
              : t('settings.accountSection.basic')}
          </dd>
          <dt>{t('settings.accountSection.automation')}</dt>
          <dd>{t(`add.automation.${credential.automation_type}`)}</dd>
        </dl>
      </section>
      {credential.automation_type === 'cloud' ? (
        <section className="shell-credential-settings__card" aria-labelledby="settings-account-password">
          <h2 id="settings-account-password">{t('settings.accountSection.password')}</h2>
          <ChangePasswordForm credential={credential} intro={t('settings.accountSection.passwordText')} />
        </section>
      ) : null}
      <section className="shell-credential-settings__card" aria-labelledby="settings-account-delete">
        <h2 id="settings-account-delete">{t('settings.accountSection.delete')}</h2>
        <p>{t('settings.accountSection.deleteText')}</p>
        <div className="shell-credential-settings__actions">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('settings.accountSection.delete')}
          </Button>
        </div>
      </section>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.accountSection.deleteConfirmTitle')}
        width={500}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('change.cancel')}
            </Button>
            <Button variant="danger" onClick={remove} loading={busy}>
              {t('settings.accountSection.delete')}
            </Button>
          </>
        }
      >
        <p>{t('settings.accountSection.deleteConfirmText', { name })}</p>
      </Modal>
    </>
  );
}
