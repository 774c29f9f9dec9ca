import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { NotificationModal } from '@outreach/sdk/account';
import type { CredentialDetails } from '../pages/credentials/credential-api';
import { ChangePasswordForm } from './forms/ChangePasswordForm';
import { PhoneForm } from './forms/PhoneForm';
import { ReconnectForm } from './forms/ReconnectForm';
import { SecurityCodeForm } from './forms/SecurityCodeForm';
import { TwoFactorForm } from './forms/TwoFactorForm';
import { VerifyEmailForm } from './forms/VerifyEmailForm';

/**
 * The body of each repair modal of ai-telephony §2. Loaded on first use (the phone form carries the
 * countries' calling codes), so the layout does not pay for them up front.
 */
export default function RepairModalBody({
  modal,
  credential,
  onClose,
}: {
  modal: NotificationModal;
  credential: CredentialDetails;
  onClose: () => void;
}) {
  const t = useT('layout');
  const done = () => onClose();
  switch (modal) {
    case 'changePass':
      return (
        <ChangePasswordForm credential={credential} onSettled={done} intro={t('repair.changePass.text')} />
      );
    case 'code':
      return <SecurityCodeForm credential={credential} onSettled={done} />;
    case 'phone':
      return <PhoneForm credential={credential} onSettled={done} />;
    case 'twoFactor':
      return <TwoFactorForm credential={credential} onSettled={done} />;
    case 'verifyEmail':
      return <VerifyEmailForm credential={credential} onSettled={done} />;
    case 'credentialsUpdate':
      return <ReconnectForm credential={credential} onSettled={done} />;
    case 'connectInfo':
    case 'inmailsInfo':
      return (
        <div className="shell-repair">
          <p>{t(`repair.${modal}.text`)}</p>
          <div className="shell-repair__actions">
            <Button onClick={onClose}>{t('repair.gotIt')}</Button>
          </div>
        </div>
      );
  }
}
