import type { Brand } from '@outreach/brands';
import { Checkbox, Input, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { SectionFooter } from './SectionFooter';
import { useSectionForm } from './useSectionForm';
import { type Whitelabel, whitelabelApi } from './whitelabels-api';

type Auth = Brand['auth'];
type Features = Brand['features'];

const methods = ['password', 'google', 'ghl'] as const;
const featureSwitches = [
  'newWorkspace',
  'healthPanel',
  'referAndEarn',
  'monitoringTab',
  'changelogWidget',
  'subscriptionNotices',
] as const;

function fromRecord(record: Whitelabel) {
  const { maxCredentials, ...features } = record.brand.features;
  return {
    auth: { ...record.brand.auth },
    features,
    maxCredentials: maxCredentials === undefined ? '' : String(maxCredentials),
  };
}

/**
 * Why a switch cannot be turned on or off now (spec platform §5 white-label): at least one auth
 * method stays on; GHL-only registration conflicts with UI registration and with password auth.
 * The switch is disabled with this hint; the API's message is what a save that breaks a rule shows.
 */
export function authBlock(auth: Auth, key: keyof Auth): 'lastMethod' | 'ghlOnly' | 'uiOrPassword' | null {
  if ((methods as readonly string[]).includes(key) && auth[key]) {
    const on = methods.filter((method) => auth[method]);
    if (on.length === 1) return 'lastMethod';
  }
  if ((key === 'uiRegistration' || key === 'password') && !auth[key] && auth.ghlOnlyRegistration)
    return 'ghlOnly';
  if (key === 'ghlOnlyRegistration' && !auth.ghlOnlyRegistration && (auth.uiRegistration || auth.password))
    return 'uiOrPassword';
  return null;
}

/** Options: auth methods, registration, and the brand's restricted behaviours. Platform admins only. */
export default function OptionsSection({ whitelabel }: { whitelabel: Whitelabel }) {
  const t = useT('adminWhitelabels');
  const canEdit = whitelabel.can_edit.options;
  const form = useSectionForm(whitelabel, fromRecord, canEdit);
  const { draft, setDraft } = form;
  const maxCredentials = Number(draft.maxCredentials);
  const maxInvalid =
    draft.features.seatsMode === 'max_credentials' &&
    !(Number.isInteger(maxCredentials) && maxCredentials > 0);

  const authSwitch = (key: keyof Auth) => {
    const block = authBlock(draft.auth, key);
    return (
      <Checkbox
        key={key}
        variant="switch"
        label={t(`options.auth.${key}`)}
        checked={draft.auth[key]}
        disabled={!canEdit || block !== null}
        hint={block ? t(`options.blocked.${block}`) : undefined}
        onChange={(event) => setDraft({ ...draft, auth: { ...draft.auth, [key]: event.target.checked } })}
      />
    );
  };

  const save = () => {
    const features: Features = { ...draft.features };
    if (features.seatsMode === 'max_credentials') features.maxCredentials = maxCredentials;
    void form.save(() => whitelabelApi.options(whitelabel.id, { auth: draft.auth, features }));
  };

  return (
    <section className="wl-section" aria-label={t('options.title')}>
      <fieldset className="wl-card">
        <legend>{t('options.authTitle')}</legend>
        {methods.map(authSwitch)}
      </fieldset>
      <fieldset className="wl-card">
        <legend>{t('options.registrationTitle')}</legend>
        {authSwitch('uiRegistration')}
        {authSwitch('ghlOnlyRegistration')}
      </fieldset>
      <fieldset className="wl-card">
        <legend>{t('options.behavioursTitle')}</legend>
        {featureSwitches.map((key) => (
          <Checkbox
            key={key}
            variant="switch"
            label={t(`options.features.${key}`)}
            checked={draft.features[key]}
            disabled={!canEdit}
            onChange={(event) =>
              setDraft({ ...draft, features: { ...draft.features, [key]: event.target.checked } })
            }
          />
        ))}
        <div className="wl-row">
          <Select
            label={t('options.seatsMode')}
            options={[
              { value: 'seats', label: t('options.seatsModes.seats') },
              { value: 'max_credentials', label: t('options.seatsModes.maxCredentials') },
            ]}
            value={draft.features.seatsMode}
            disabled={!canEdit}
            onChange={(event) =>
              setDraft({
                ...draft,
                features: { ...draft.features, seatsMode: event.target.value as Features['seatsMode'] },
              })
            }
          />
          {draft.features.seatsMode === 'max_credentials' ? (
            <Input
              label={t('options.maxCredentials')}
              inputMode="numeric"
              error={maxInvalid ? t('options.maxCredentialsInvalid') : undefined}
              {...form.text('maxCredentials')}
            />
          ) : null}
        </div>
      </fieldset>
      <SectionFooter
        canEdit={canEdit}
        changed={form.changed}
        status={form}
        invalid={maxInvalid}
        onSave={save}
      />
    </section>
  );
}
