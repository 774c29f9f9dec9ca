import { Button, showSnackbar } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, useNow } from '../../../notifications/forms/repair-form';
import type { FlowForm } from '../../credentials/add-flow/flow-steps';
import { LocationStep } from '../../credentials/add-flow/steps/LocationStep';
import {
  customProxyPayload,
  emptyCustomProxy,
  validateCustomProxy,
  validateLocation,
} from '../../credentials/add-flow/validation';
import {
  credentialApi,
  credentialKeys,
  useCredentialProxy,
  useProxyCountries,
  useStoreCredential,
} from '../../credentials/credential-api';
import type { CredentialDetails } from '../../credentials/credential-api';
import { useShellContext } from '../../../layouts/use-shell-context';
import { formatCountdown, secondsUntilRetry } from './proxy-stage';

/** The location form of a credential: its country, or its own proxy (the password is never shown). */
function locationFormOf(credential: CredentialDetails): FlowForm {
  const custom = credential.custom_proxy;
  return {
    automation: credential.automation_type,
    countryCode: credential.country_code?.toUpperCase() ?? '',
    proxyType: credential.proxy_type ?? 'basic',
    useCustomProxy: Boolean(custom),
    customProxy: custom
      ? {
          host: custom.domain ?? custom.proxy_address ?? '',
          port: custom.ports?.http ?? '',
          username: custom.username ?? '',
          password: '',
        }
      : emptyCustomProxy,
    timezone: '',
    workHours: [0, 24],
    email: '',
    password: '',
  };
}

/** Settings › Location: the proxy country or the user's own proxy, the proxy's state and its refresh. */
export function LocationSection({ credential }: { credential: CredentialDetails }) {
  const t = useT('layout');
  const { features } = useShellContext();
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  const countries = useProxyCountries();
  const proxy = useCredentialProxy(credential._id);
  const store = useStoreCredential();
  const now = useNow(1000);
  const [form, setForm] = useState<FlowForm>(() => locationFormOf(credential));
  const [busy, setBusy] = useState(false);

  if (credential.automation_type === 'extension') {
    return (
      <section className="shell-credential-settings__card" aria-labelledby="settings-location">
        <h2 id="settings-location">{t('settings.sections.location')}</h2>
        <p>{t('settings.locationExtension')}</p>
      </section>
    );
  }

  const location = validateLocation(form.countryCode, 'cloud');
  const proxyErrors = form.useCustomProxy ? validateCustomProxy(form.customProxy) : {};
  const errors = {
    ...(location ? { countryCode: location } : {}),
    ...(proxyErrors.host ? { proxyHost: proxyErrors.host } : {}),
    ...(proxyErrors.port ? { proxyPort: proxyErrors.port } : {}),
  };
  const invalid = Object.keys(errors).length > 0;
  const stage = proxy.data?.setting_proxy ?? credential.setting_proxy ?? null;

  const run = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await call();
      store(undefined);
      await queryClient.invalidateQueries({ queryKey: credentialKeys.proxy(space, credential._id) });
      showSnackbar({ text: success, type: 'success' });
    } catch (error) {
      showSnackbar({ text: errorText(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="shell-credential-settings__card" aria-labelledby="settings-location">
        <h2 id="settings-location">{t('settings.sections.location')}</h2>
        <LocationStep
          form={form}
          update={(changes) => setForm((current) => ({ ...current, ...changes }))}
          errors={errors}
          countries={countries.data ?? []}
          features={features}
          loading={countries.isPending}
        />
        <div className="shell-credential-settings__actions">
          <Button
            disabled={invalid}
            loading={busy}
            onClick={() =>
              run(
                () =>
                  credentialApi.saveProxy(credential._id, {
                    country_code: form.countryCode,
                    proxy_type: form.proxyType,
                    custom_proxy: form.useCustomProxy ? customProxyPayload(form.customProxy) : null,
                    no_proxy: false,
                  }),
                t('messages.credentialUpdated'),
              )
            }
          >
            {t('repair.save')}
          </Button>
        </div>
      </section>
      <section className="shell-credential-settings__card" aria-labelledby="settings-proxy">
        <h2 id="settings-proxy">{t('settings.proxy.title')}</h2>
        {stage?.stage === 'start' ? (
          <p role="status">{t('settings.proxy.start', { attempt: stage.attempt_count })}</p>
        ) : null}
        {stage?.stage === 'success' ? <p role="status">{t('settings.proxy.success')}</p> : null}
        {stage?.stage === 'fail' ? (
          <p role="status">
            {t('settings.proxy.fail', {
              time: formatCountdown(secondsUntilRetry(stage.proxy_failed_until, now)),
            })}
          </p>
        ) : null}
        {!stage ? <p>{t('settings.proxy.none')}</p> : null}
        <p className="shell-repair__hint">{t('settings.proxy.refreshHint')}</p>
        <div className="shell-credential-settings__actions">
          <Button
            variant="secondary"
            loading={busy}
            disabled={form.useCustomProxy || proxy.data?.refreshes_left_today === 0}
            onClick={() =>
              run(() => credentialApi.refreshProxy(credential._id), t('settings.proxy.refreshed'))
            }
          >
            {t('settings.proxy.refresh')}
          </Button>
        </div>
      </section>
    </>
  );
}
