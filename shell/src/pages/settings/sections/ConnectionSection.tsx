import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import { notificationTarget, type ShellNotification } from '../../../notifications/account-notifications';
import { ReconnectForm } from '../../../notifications/forms/ReconnectForm';
import { NoticeList } from '../../../notifications/NoticeList';
import { useNotificationAction } from '../../../notifications/use-notification-action';
import { openAddCredentialModal } from '../../credentials/add-credential-modal.store';
import { ChangeAutomationModal } from '../../credentials/ChangeAutomationModal';
import { connectionState } from '../../credentials/connection-state';
import type { CredentialDetails } from '../../credentials/credential-api';

/**
 * Settings › Connection: how the account is connected (its state and automation type), what needs
 * fixing, a new login attempt, and the change between cloud and extension.
 */
export function ConnectionSection({ credential }: { credential: CredentialDetails }) {
  const t = useT('layout');
  const [changing, setChanging] = useState(false);
  const action = useNotificationAction(credential._id);
  const state = connectionState(credential);
  const notices = (credential.notifications ?? []) as ShellNotification[];
  const incomplete = state !== 'connected' && state !== 'blocked' && state !== 'pending';

  return (
    <>
      <section className="shell-credential-settings__card" aria-labelledby="settings-connection">
        <h2 id="settings-connection">{t('settings.sections.connection')}</h2>
        <dl>
          <dt>{t('settings.connectionState')}</dt>
          <dd>{t(`connectionState.${state}`)}</dd>
          <dt>{t('settings.accountSection.automation')}</dt>
          <dd>{t(`add.automation.${credential.automation_type}`)}</dd>
        </dl>
        <div className="shell-credential-settings__actions">
          {incomplete ? (
            <Button variant="secondary" onClick={() => openAddCredentialModal(credential._id)}>
              {t('settings.continueSetup')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setChanging(true)}>
            {t('change.title')}
          </Button>
        </div>
      </section>
      {notices.length > 0 ? (
        <section className="shell-credential-settings__card" aria-labelledby="settings-notices">
          <h2 id="settings-notices">{t('notifications.title')}</h2>
          <NoticeList
            notices={notices}
            canFix={(notice) => Boolean(notificationTarget(notice, credential._id))}
            onFix={action.run}
          />
        </section>
      ) : null}
      <section className="shell-credential-settings__card" aria-labelledby="settings-reconnect">
        <h2 id="settings-reconnect">{t('settings.reconnect')}</h2>
        <ReconnectForm credential={credential} />
      </section>
      {changing ? (
        <ChangeAutomationModal credential={credential} open={changing} onClose={() => setChanging(false)} />
      ) : null}
    </>
  );
}
