import { Button, Input, Modal, Select } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { useMemo, useState } from 'react';
import { RepairError } from '../../notifications/forms/RepairError';
import { errorText, showSuccess } from '../../notifications/forms/repair-form';
import { regionNames } from '../../region-names';
import { countryOptions } from './add-flow/steps/LocationStep';
import { type AutomationNeed, changeAutomationNeed } from './change-automation';
import { credentialApi, credentialOf, useProxyCountries, useStoreCredential } from './credential-api';
import type { CredentialDetails } from './credential-api';
import { detectExtension } from './extension';
import { ExtensionMissing } from './ExtensionMissing';

/** Country names in the session's language (English where it has none), or null where Intl has none. */
function useRegionNames() {
  const locale = useSession((state) => state.locale);
  return useMemo(() => regionNames(locale), [locale]);
}

/** spec platform §2 / §4: the change-automation modal (cloud ⇄ extension). */
export function ChangeAutomationModal({
  credential,
  open,
  onClose,
}: {
  credential: CredentialDetails;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT('layout');
  const store = useStoreCredential();
  const countries = useProxyCountries();
  const extension = useMemo(() => detectExtension(), []);
  const target = credential.automation_type === 'cloud' ? 'extension' : 'cloud';
  const [countryCode, setCountryCode] = useState(credential.country_code?.toUpperCase() ?? '');
  const [password, setPassword] = useState('');
  // What the API answered last (it may know better, e.g. a password it cannot use any more).
  const [answered, setAnswered] = useState<AutomationNeed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const local = changeAutomationNeed(target, {
    countryCode,
    password,
    hasPassword: Boolean(credential.has_password) && answered !== 'NEEDS_PASSWORD',
    extensionInstalled: extension.installed,
  });
  const showCountry = target === 'cloud' && (answered === 'NEEDS_LOCATION' || !credential.country_code);
  const showPassword = target === 'cloud' && (answered === 'NEEDS_PASSWORD' || !credential.has_password);
  const regions = useRegionNames();

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await credentialApi.automationType(credential._id, {
        automation_type: target,
        ...(target === 'cloud'
          ? { country_code: countryCode || undefined, password: password || undefined }
          : {}),
      });
      store(credentialOf(result));
      if (result.outcome === 'SUCCESS') {
        showSuccess(t('messages.automationRequested'));
        onClose();
      } else setAnswered(result.outcome);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('change.title')} width={500}>
      <div className="shell-repair">
        <p>
          {t('change.text', {
            from: t(`add.automation.${credential.automation_type}`),
            to: t(`add.automation.${target}`),
          })}
        </p>
        {local === 'NEEDS_EXTENSION' ? <ExtensionMissing className="shell-repair__warning" /> : null}
        {answered === 'NEEDS_LOCATION' ? (
          <p className="shell-repair__warning">{t('change.needsLocation')}</p>
        ) : null}
        {answered === 'NEEDS_PASSWORD' ? (
          <p className="shell-repair__warning">{t('change.needsPassword')}</p>
        ) : null}
        {showCountry ? (
          <Select
            label={t('add.location.country')}
            value={countryCode}
            placeholder={t('add.location.chooseCountry')}
            onChange={(event) => setCountryCode(event.target.value)}
            options={countryOptions(
              countries.data ?? [],
              credential.proxy_type ?? 'basic',
              (code) => regions?.of(code.toUpperCase()) ?? code,
              t('add.location.outOfReserve'),
            )}
          />
        ) : null}
        {showPassword ? (
          <Input
            label={t('add.login.password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        <RepairError error={error} />
        <div className="shell-repair__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('change.cancel')}
          </Button>
          <Button onClick={submit} loading={busy} disabled={local !== 'SUCCESS'}>
            {t('change.submit', { to: t(`add.automation.${target}`) })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
