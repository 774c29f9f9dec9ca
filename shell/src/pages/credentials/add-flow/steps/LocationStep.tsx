import { Checkbox, Input, Select } from '@outreach/design-system';
import { useSession, useT, type TranslationKey } from '@outreach/sdk';
import { hasFeature } from '@outreach/core/features';
import { useMemo } from 'react';
import { regionNames } from '../../../../region-names';
import type { ProxyCountry } from '../../credential-api';
import type { FlowErrors, FlowForm } from '../flow-steps';

/** The country options of one proxy type; a count of 0 is out of reserve (platform §3). */
export function countryOptions(
  countries: readonly ProxyCountry[],
  proxyType: 'basic' | 'residential',
  name: (code: string) => string,
  outOfReserve: string,
) {
  return countries
    .filter((country) => country.type === proxyType)
    .map((country) => ({
      value: country.code.toUpperCase(),
      label: country.count === 0 ? `${name(country.code)} — ${outOfReserve}` : name(country.code),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Step 2 (platform §4): the country the proxy is in, or the user's own proxy. */
export function LocationStep({
  form,
  update,
  errors,
  countries,
  features,
  loading,
}: {
  form: FlowForm;
  update: (changes: Partial<FlowForm>) => void;
  errors: FlowErrors;
  countries: readonly ProxyCountry[];
  features: Parameters<typeof hasFeature>[0];
  loading: boolean;
}) {
  const t = useT('layout');
  const locale = useSession((state) => state.locale);
  const names = useMemo(() => regionNames(locale), [locale]);
  const name = (code: string) => names?.of(code.toUpperCase()) ?? code.toUpperCase();
  const options = countryOptions(countries, form.proxyType, name, t('add.location.outOfReserve'));
  const chosen = countries.find(
    (country) => country.code.toUpperCase() === form.countryCode && country.type === form.proxyType,
  );
  const message = (key: string | undefined) =>
    key ? t(`messages.${key}` as TranslationKey<'layout'>) : undefined;
  const proxy = form.customProxy;

  return (
    <div className="shell-flow__fields">
      {hasFeature(features, 'allow_residential_proxies') ? (
        <Select
          label={t('add.location.proxyType')}
          value={form.proxyType}
          onChange={(event) =>
            update({ proxyType: event.target.value === 'residential' ? 'residential' : 'basic' })
          }
          options={[
            { value: 'basic', label: t('add.location.basic') },
            { value: 'residential', label: t('add.location.residential') },
          ]}
        />
      ) : null}
      <Select
        label={t('add.location.country')}
        value={form.countryCode}
        placeholder={loading ? t('add.loading') : t('add.location.chooseCountry')}
        onChange={(event) => update({ countryCode: event.target.value })}
        options={options}
        error={message(errors.countryCode)}
        hint={chosen?.count === 0 ? t('add.location.outOfReserveHint') : undefined}
        required
      />
      <Checkbox
        variant="switch"
        label={t('add.location.customProxy')}
        checked={form.useCustomProxy}
        onChange={(event) => update({ useCustomProxy: event.target.checked })}
      />
      {form.useCustomProxy ? (
        <div className="shell-flow__proxy">
          <Input
            label={t('add.location.proxyHost')}
            hint={t('add.location.proxyHostHint')}
            value={proxy.host}
            onChange={(event) => update({ customProxy: { ...proxy, host: event.target.value } })}
            error={message(errors.proxyHost)}
            required
          />
          <Input
            label={t('add.location.proxyPort')}
            inputMode="numeric"
            value={proxy.port}
            onChange={(event) => update({ customProxy: { ...proxy, port: event.target.value } })}
            error={message(errors.proxyPort)}
            required
          />
          <Input
            label={t('add.location.proxyUsername')}
            autoComplete="off"
            value={proxy.username}
            onChange={(event) => update({ customProxy: { ...proxy, username: event.target.value } })}
          />
          <Input
            label={t('add.location.proxyPassword')}
            type="password"
            autoComplete="off"
            value={proxy.password}
            onChange={(event) => update({ customProxy: { ...proxy, password: event.target.value } })}
          />
        </div>
      ) : null}
    </div>
  );
}
