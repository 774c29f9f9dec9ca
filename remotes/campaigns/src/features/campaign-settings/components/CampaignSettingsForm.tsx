import { Button, Checkbox, Input, Modal, Select, showSnackbar } from '@outreach/design-system';
import { GENERIC_ERROR, useT } from '@outreach/sdk';
import type { CampaignJson } from '@outreach/sdk/outreach';
import { type FormEvent, useState } from 'react';
import {
  boosterAdvisedAbove,
  bodyOf,
  type CampaignSettingsBody,
  type CampaignSettingsForm as Form,
  formOf,
  needsZeroLimitConfirmation,
  settingsErrors,
} from '../campaign-settings';
import { useSaveCampaignSettings, useTrackingDomains } from '../hooks/useCampaignSettings';

export interface SenderOption {
  id: string;
  name: string;
}

export interface CampaignSettingsFormProps {
  campaign: CampaignJson;
  /** The accounts the member may choose as senders. */
  senders: readonly SenderOption[];
  /** The highest connection limit the senders allow (outreach §5: "comes from settings"). */
  maxConnectionLimit: number;
  /** The workspace's plan has link tracking (outreach §6 feature link_tracking). */
  linkTrackingAllowed: boolean;
}

/** outreach §3 campaign settings, saved with PUT /workflows/{id}/update/async. */
export function CampaignSettingsForm({
  campaign,
  senders,
  maxConnectionLimit,
  linkTrackingAllowed,
}: CampaignSettingsFormProps) {
  const t = useT('campaigns');
  const [form, setForm] = useState<Form>(() => formOf(campaign));
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<CampaignSettingsBody | null>(null);
  const save = useSaveCampaignSettings(campaign._id);
  const domains = useTrackingDomains(form.is_link_tracking);
  const errors = settingsErrors(form, maxConnectionLimit);
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const send = (body: CampaignSettingsBody) =>
    save.mutate(body, {
      onSuccess: () => showSnackbar({ type: 'success', text: t('campaignSettings.saved') }),
      // spec §7: the server's error text is shown, or "Something went wrong".
      onError: (error) => showSnackbar({ type: 'error', text: error.message || GENERIC_ERROR }),
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const body = bodyOf(form, campaign);
    if (needsZeroLimitConfirmation(body, campaign)) setConfirming(body);
    else send(body);
  };

  const limit = Number(form.connection_daily_limit);
  const shown = (field: keyof typeof errors) =>
    submitted && errors[field]
      ? t(`campaignSettings.errors.${errors[field]}`, { max: maxConnectionLimit })
      : undefined;

  return (
    <form className="campaign-settings" onSubmit={onSubmit} noValidate>
      <section className="campaign-settings__section" aria-labelledby="campaign-settings-general">
        <h2 id="campaign-settings-general">{t('campaignSettings.general')}</h2>
        <Input
          label={t('campaignSettings.name')}
          value={form.name}
          onChange={(event) => set('name', event.target.value)}
          error={shown('name')}
        />
        <fieldset className="campaign-settings__senders">
          <legend>{t('campaignSettings.senders')}</legend>
          {senders.length === 0 ? (
            <p className="campaign-settings__hint">{t('campaignSettings.noSenders')}</p>
          ) : null}
          {senders.map((sender) => (
            <Checkbox
              key={sender.id}
              label={sender.name}
              checked={form.credentials.includes(sender.id)}
              onChange={(event) =>
                set(
                  'credentials',
                  event.target.checked
                    ? [...form.credentials, sender.id]
                    : form.credentials.filter((id) => id !== sender.id),
                )
              }
            />
          ))}
        </fieldset>
      </section>

      <section className="campaign-settings__section" aria-labelledby="campaign-settings-prospects">
        <h2 id="campaign-settings-prospects">{t('campaignSettings.prospectsSection')}</h2>
        <Checkbox
          variant="switch"
          label={t('campaignSettings.moveProspects')}
          hint={t('campaignSettings.moveProspectsHint')}
          checked={form.move_prospects}
          onChange={(event) => set('move_prospects', event.target.checked)}
        />
        <Checkbox
          variant="switch"
          label={t('campaignSettings.includeTalkedBefore')}
          hint={t('campaignSettings.includeTalkedBeforeHint')}
          checked={form.is_include_talked_before}
          onChange={(event) => set('is_include_talked_before', event.target.checked)}
        />
        <Checkbox
          variant="switch"
          label={t('campaignSettings.premiumOnly')}
          hint={t('campaignSettings.premiumOnlyHint')}
          checked={form.is_only_premium}
          onChange={(event) => set('is_only_premium', event.target.checked)}
        />
      </section>

      <section className="campaign-settings__section" aria-labelledby="campaign-settings-tracking">
        <h2 id="campaign-settings-tracking">{t('campaignSettings.trackingSection')}</h2>
        <Checkbox
          variant="switch"
          label={t('campaignSettings.linkTracking')}
          hint={
            linkTrackingAllowed
              ? t('campaignSettings.linkTrackingHint')
              : t('campaignSettings.linkTrackingLocked')
          }
          disabled={!linkTrackingAllowed && !form.is_link_tracking}
          checked={form.is_link_tracking}
          onChange={(event) => set('is_link_tracking', event.target.checked)}
        />
        {form.is_link_tracking ? (
          <Select
            label={t('campaignSettings.trackingDomain')}
            value={form.custom_domain}
            onChange={(event) => set('custom_domain', event.target.value)}
            hint={domains.isError ? domains.error.message : undefined}
            options={[
              { value: '', label: t('campaignSettings.defaultDomain') },
              ...(domains.data ?? []).map((domain) => ({
                value: domain._id,
                label: domain.is_default_for_link_tracking
                  ? t('campaignSettings.domainDefault', { host: domain.host })
                  : domain.host,
              })),
            ]}
          />
        ) : null}
        <Checkbox
          variant="switch"
          label={t('campaignSettings.openTracking')}
          hint={t('campaignSettings.openTrackingHint')}
          checked={form.is_open_tracking}
          onChange={(event) => set('is_open_tracking', event.target.checked)}
        />
      </section>

      {campaign.is_email_only ? null : (
        <section className="campaign-settings__section" aria-labelledby="campaign-settings-limits">
          <h2 id="campaign-settings-limits">{t('campaignSettings.limitsSection')}</h2>
          <Input
            label={t('campaignSettings.connectionLimit')}
            inputMode="numeric"
            value={form.connection_daily_limit}
            placeholder={t('campaignSettings.connectionLimitPlaceholder')}
            onChange={(event) => set('connection_daily_limit', event.target.value)}
            error={shown('connection_daily_limit')}
            hint={
              !errors.connection_daily_limit && limit > boosterAdvisedAbove
                ? t('campaignSettings.boosterAdvised', { count: boosterAdvisedAbove })
                : t('campaignSettings.connectionLimitHint', { max: maxConnectionLimit })
            }
          />
        </section>
      )}

      <div className="campaign-settings__actions">
        <Button type="submit" loading={save.isPending}>
          {t('campaignSettings.save')}
        </Button>
      </div>

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('campaignSettings.zeroLimitTitle')}
        footer={
          <>
            <Button type="button" variant="ghost" onClick={() => setConfirming(null)}>
              {t('workflowActions.cancel')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                if (confirming) send(confirming);
                setConfirming(null);
              }}
            >
              {t('campaignSettings.zeroLimitConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('campaignSettings.zeroLimitQuestion')}</p>
      </Modal>
    </form>
  );
}
