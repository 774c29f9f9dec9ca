import { Button, Input, Select } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSession, useT } from '@outreach/sdk';
import { credentialPhoneForm } from '@outreach/core/forms';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { credentialApi } from '../../pages/credentials/credential-api';
import { regionNames } from '../../region-names';
import { type RepairFormProps, useRepairCall } from './repair-form';

/** Countries with their calling code, named in the interface language. */
function phoneCountries(locale: string) {
  const names = regionNames(locale);
  return getCountries()
    .map((code) => ({ code, phoneCode: getCountryCallingCode(code), name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The phone number the network asked for (platform §4; the `phone` repair modal). */
export function PhoneForm({ credential, onSettled }: RepairFormProps) {
  const t = useT('layout');
  const locale = useSession((state) => state.locale);
  const countries = useMemo(() => phoneCountries(locale), [locale]);
  // The phone rule of POST /credentials/{id}/send_phone (@outreach/core/forms), in this form's words.
  const schema = useMemo(() => credentialPhoneForm(t('messages.phoneInvalid')), [t]);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { country: credential.country_code?.toUpperCase() ?? '', number: '' },
  });
  const call = useRepairCall(onSettled);
  const error = errors.number?.message ?? call.error;
  const busy = call.busy;
  const wrong = credential.auth_status?.phone?.is_wrong;

  const submit = handleSubmit(({ country, number }) =>
    call.run(
      () =>
        credentialApi.sendPhone(credential._id, {
          number,
          country_code: country,
          phone_code: getCountryCallingCode(country as CountryCode),
        }),
      t('messages.phoneSent'),
    ),
  );

  const resend = () =>
    call.run(() => credentialApi.resendPhone(credential._id), t('messages.phoneResent'), { settles: false });

  return (
    <form className="shell-repair" onSubmit={submit} noValidate>
      <p>{wrong ? t('repair.phone.wrong') : t('repair.phone.text')}</p>
      <Select
        label={t('repair.phone.country')}
        value={watch('country')}
        placeholder={t('repair.phone.chooseCountry')}
        onChange={(event) => setValue('country', event.target.value)}
        options={countries.map((item) => ({ value: item.code, label: `${item.name} (+${item.phoneCode})` }))}
      />
      <Input
        label={t('repair.phone.number')}
        type="tel"
        autoComplete="tel-national"
        {...register('number')}
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
