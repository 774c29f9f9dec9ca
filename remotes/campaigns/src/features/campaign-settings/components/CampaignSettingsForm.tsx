import { ControlledSelect } from '../../forms/ControlledSelect';
import { Button, Checkbox, Input, Modal, showSnackbar } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { GENERIC_ERROR, useT } from '@outreach/sdk';
import type { CampaignJson } from '@outreach/core/outreach';
import { useMemo, useState } from 'react';
import { type Control, Controller, type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import {
  boosterAdvisedAbove,
  bodyOf,
  type CampaignSettingsBody,
  formOf,
  needsZeroLimitConfirmation,
  settingsSchema,
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
  const schema = useSettingsSchema(maxConnectionLimit);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: formOf(campaign) });
  const [confirming, setConfirming] = useState<CampaignSettingsBody | null>(null);
  const save = useSaveCampaignSettings(campaign._id);
  const isLinkTracking = useWatch({ control, name: 'is_link_tracking' });
  const limitText = useWatch({ control, name: 'connection_daily_limit' });

  const send = (body: CampaignSettingsBody) =>
    save.mutate(body, {
      onSuccess: () => showSnackbar({ type: 'success', text: t('campaignSettings.saved') }),
      // spec §7: the server's error text is shown, or "Something went wrong".
      onError: (error) => showSnackbar({ type: 'error', text: error.message || GENERIC_ERROR }),
    });

  const onSubmit = handleSubmit((values) => {
    const body = bodyOf(values, campaign);
    if (needsZeroLimitConfirmation(body, campaign)) setConfirming(body);
    else send(body);
  });

  // The booster hint shows for a valid limit above 20, whether or not the form was sent yet.
  const limit = schema.shape.connection_daily_limit.safeParse(limitText).data;

  return (
    <form className="campaign-settings" onSubmit={onSubmit} noValidate>
      <section className="campaign-settings__section" aria-labelledby="campaign-settings-general">
        <h2 id="campaign-settings-general">{t('campaignSettings.general')}</h2>
        <Input label={t('campaignSettings.name')} {...register('name')} error={errors.name?.message} />
        <fieldset className="campaign-settings__senders">
          <legend>{t('campaignSettings.senders')}</legend>
          {senders.length === 0 ? (
            <p className="campaign-settings__hint">{t('campaignSettings.noSenders')}</p>
          ) : null}
          <SendersField control={control} senders={senders} />
        </fieldset>
      </section>

      <ProspectsSection register={register} />

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
          {...register('is_link_tracking')}
          disabled={!linkTrackingAllowed && !isLinkTracking}
        />
        {isLinkTracking ? <TrackingDomainField control={control} /> : null}
        <Checkbox
          variant="switch"
          label={t('campaignSettings.openTracking')}
          hint={t('campaignSettings.openTrackingHint')}
          {...register('is_open_tracking')}
        />
      </section>

      {campaign.is_email_only ? null : (
        <section className="campaign-settings__section" aria-labelledby="campaign-settings-limits">
          <h2 id="campaign-settings-limits">{t('campaignSettings.limitsSection')}</h2>
          <Input
            label={t('campaignSettings.connectionLimit')}
            inputMode="numeric"
            {...register('connection_daily_limit')}
            placeholder={t('campaignSettings.connectionLimitPlaceholder')}
            error={errors.connection_daily_limit?.message}
            hint={
              !errors.connection_daily_limit && limit != null && limit > boosterAdvisedAbove
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

      <ZeroLimitConfirm
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) send(confirming);
          setConfirming(null);
        }}
      />
    </form>
  );
}

type SettingsControl = Control<ReturnType<typeof formOf>, unknown, Parameters<typeof bodyOf>[0]>;

/** The campaign's senders, one box each. */
function SendersField({
  control,
  senders,
}: {
  control: SettingsControl;
  senders: CampaignSettingsFormProps['senders'];
}) {
  return (
    <Controller
      control={control}
      name="credentials"
      render={({ field }) => (
        <>
          {senders.map((sender) => (
            <Checkbox
              key={sender.id}
              label={sender.name}
              checked={field.value.includes(sender.id)}
              onChange={(event) =>
                field.onChange(
                  event.target.checked
                    ? [...field.value, sender.id]
                    : field.value.filter((id) => id !== sender.id),
                )
              }
            />
          ))}
        </>
      )}
    />
  );
}

/** The link-tracking domain: the default, or one of the workspace's own. */
function TrackingDomainField({ control }: { control: SettingsControl }) {
  const t = useT('campaigns');
  const domains = useTrackingDomains(true);
  return (
    <ControlledSelect
      control={control}
      name="custom_domain"
      label={t('campaignSettings.trackingDomain')}
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
  );
}

/** A daily limit of 0 stops the campaign's connection requests: asked first. */
function ZeroLimitConfirm({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT('campaigns');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('campaignSettings.zeroLimitTitle')}
      footer={
        <>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('workflowActions.cancel')}
          </Button>
          <Button type="button" onClick={onConfirm}>
            {t('campaignSettings.zeroLimitConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('campaignSettings.zeroLimitQuestion')}</p>
    </Modal>
  );
}

/** The API's name and connection-limit rules (@outreach/core/forms), in this form's words. */
function useSettingsSchema(maxConnectionLimit: number) {
  const t = useT('campaigns');
  return useMemo(
    () =>
      settingsSchema(
        {
          nameRequired: t('campaignSettings.errors.nameRequired'),
          limitWhole: t('campaignSettings.errors.limitWhole'),
          limitTooHigh: t('campaignSettings.errors.limitTooHigh', { max: maxConnectionLimit }),
        },
        maxConnectionLimit,
      ),
    [t, maxConnectionLimit],
  );
}

/** Which prospects the campaign takes: moved from other campaigns, talked to before, premium only. */
function ProspectsSection({ register }: { register: UseFormRegister<ReturnType<typeof formOf>> }) {
  const t = useT('campaigns');
  return (
    <section className="campaign-settings__section" aria-labelledby="campaign-settings-prospects">
      <h2 id="campaign-settings-prospects">{t('campaignSettings.prospectsSection')}</h2>
      <Checkbox
        variant="switch"
        label={t('campaignSettings.moveProspects')}
        hint={t('campaignSettings.moveProspectsHint')}
        {...register('move_prospects')}
      />
      <Checkbox
        variant="switch"
        label={t('campaignSettings.includeTalkedBefore')}
        hint={t('campaignSettings.includeTalkedBeforeHint')}
        {...register('is_include_talked_before')}
      />
      <Checkbox
        variant="switch"
        label={t('campaignSettings.premiumOnly')}
        hint={t('campaignSettings.premiumOnlyHint')}
        {...register('is_only_premium')}
      />
    </section>
  );
}
