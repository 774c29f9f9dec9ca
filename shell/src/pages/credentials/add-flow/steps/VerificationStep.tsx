import { Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { PhoneForm } from '../../../../notifications/forms/PhoneForm';
import { ReconnectForm } from '../../../../notifications/forms/ReconnectForm';
import { SecurityCodeForm } from '../../../../notifications/forms/SecurityCodeForm';
import { TwoFactorForm } from '../../../../notifications/forms/TwoFactorForm';
import { VerifyEmailForm } from '../../../../notifications/forms/VerifyEmailForm';
import { connectionState } from '../../connection-state';
import type { CredentialDetails } from '../../credential-api';

/**
 * Step 5 (platform §4 "Login flow"): whatever the network asks for before the account is connected: a
 * security code (6 digits, 60 / 10 minutes), a phone number, the two-step mailbox, an email check, a
 * new attempt after a captcha; or a wait while the automation logs in.
 */
export function VerificationStep({
  credential,
  onSettled,
}: {
  credential: CredentialDetails;
  onSettled: (credential: CredentialDetails | undefined) => void;
}) {
  const t = useT('layout');
  const state = connectionState(credential);
  switch (state) {
    case 'code':
      return <SecurityCodeForm credential={credential} onSettled={onSettled} />;
    case 'phone':
      return <PhoneForm credential={credential} onSettled={onSettled} />;
    case 'twoFactor':
      return <TwoFactorForm credential={credential} onSettled={onSettled} />;
    case 'twoFactorUnsupported':
      return (
        <p className="shell-flow__error" role="alert">
          {t('messages.twoFactorUnsupported')}
        </p>
      );
    case 'verifyEmail':
      return <VerifyEmailForm credential={credential} onSettled={onSettled} />;
    case 'captcha':
      return (
        <div className="shell-flow__fields">
          <p>{t('add.verification.captcha')}</p>
          <ReconnectForm credential={credential} onSettled={onSettled} />
        </div>
      );
    case 'blocked':
      return (
        <p className="shell-flow__error" role="alert">
          {t('add.verification.blocked')}
        </p>
      );
    default:
      return (
        <div className="shell-flow__pending" role="status">
          <Spinner />
          <p>{t('add.verification.pending')}</p>
        </div>
      );
  }
}
