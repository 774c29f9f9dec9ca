import { Button, Input, Select } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { type FormEvent, useMemo, useState } from 'react';
import { validatePhone } from '../../pages/credentials/add-flow/validation';
import { credentialApi, credentialOf, useStoreCredential } from '../../pages/credentials/credential-api';
import { errorText, type RepairFormProps, showSuccess } from './repair-form';

/** Countries with their calling code, named in the interface language. */
function phoneCountries(locale: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => ({ code, phoneCode: getCountryCallingCode(code), name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The phone number the network asked for (platform §4; the `phone` repair modal). */
export function PhoneForm({ credential, onSettled }: RepairFormProps) {
  const t = useT('layout');
  const locale = useSession((state) => state.locale);
  const store = useStoreCredential();
  const countries = useMemo(() => phoneCountries(locale), [locale]);
  const [country, setCountry] = useState(credential.country_code?.toUpperCase() ?? '');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wrong = credential.auth_status?.phone?.is_wrong;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePhone(number, country);
    if (invalid) {
      setError(t(`messages.${invalid}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await credentialApi.sendPhone(credential._id, {
        number: number.trim(),
        country_code: country,
        phone_code: getCountryCallingCode(country as CountryCode),
      });
      const next = credentialOf(result);
      store(next);
      showSuccess(t('messages.phoneSent'));
      onSettled?.(next);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await credentialApi.resendPhone(credential._id);
      store(credentialOf(result));
      showSuccess(t('messages.phoneResent'));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="shell-repair" onSubmit={submit} noValidate>
      <p>{wrong ? t('repair.phone.wrong') : t('repair.phone.text')}</p>
      <Select
        label={t('repair.phone.country')}
        value={country}
        placeholder={t('repair.phone.chooseCountry')}
        onChange={(event) => setCountry(event.target.value)}
        options={countries.map((item) => ({ value: item.code, label: `${item.name} (+${item.phoneCode})` }))}
      />
      <Input
        label={t('repair.phone.number')}
        type="tel"
        autoComplete="tel-national"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        error={error ?? undefined}
      />
      <div className="shell-repair__actions">
        <Button variant="secondary" onClick={resend} disabled={busy}>
          {t('repair.phone.resend')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('repair.phone.submit')}
        </Button>
      </div>
    </form>
  );
}
