import { Checkbox, Input, Select, ConfirmDialog } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import type { Webhook, WebhookInput } from '../automation.types';
import { isUrlError } from '../format';
import { useCampaignOptions } from '../hooks/useWebhooks';
import { type TriggerEvent, triggerEvents } from '../trigger-events';

export interface WebhookFormProps {
  /** The webhook being edited; null for a new one. */
  webhook: Webhook | null;
  saving: boolean;
  /** The API's refusal of the last save (a URL refusal is shown under the URL field). */
  error: string | null;
  onSubmit: (input: WebhookInput) => void;
  onClose: () => void;
}

/** Create or edit a webhook: name, callback URL, triggers (the 15 update types) and an optional campaign. */
export function WebhookFormModal({ webhook, saving, error, onSubmit, onClose }: WebhookFormProps) {
  const t = useT('automation');
  const campaigns = useCampaignOptions();
  const [name, setName] = useState(webhook?.name ?? '');
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [triggers, setTriggers] = useState<Set<string>>(new Set(webhook?.update_types ?? []));
  const [campaign, setCampaign] = useState(webhook?.workflow_id ?? '');
  const [triggersMissing, setTriggersMissing] = useState(false);

  const toggle = (event: TriggerEvent, on: boolean) => {
    const next = new Set(triggers);
    if (on) next.add(event);
    else next.delete(event);
    setTriggers(next);
    if (next.size > 0) setTriggersMissing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // spec outreach §5: "A webhook needs at least one update type" (the API says the same).
    if (triggers.size === 0) {
      setTriggersMissing(true);
      return;
    }
    onSubmit({
      name: name.trim(),
      url: url.trim(),
      update_types: triggerEvents.filter((key) => triggers.has(key)),
      workflow_id: campaign || null,
    });
  };

  const urlError = error && isUrlError(error) ? error.replace(/^url: /, '') : undefined;
  const formError = error && !urlError ? error : null;
  const campaignOptions = (campaigns.data?.items ?? []).map((item) => ({
    value: item._id,
    label: item.name,
  }));
  // A campaign the list does not hold (beyond the first 100) still shows as chosen.
  if (campaign && !campaignOptions.some((option) => option.value === campaign))
    campaignOptions.push({ value: campaign, label: campaign });

  return (
    <ConfirmDialog
      width={725}
      onClose={onClose}
      title={webhook ? t('webhooks.form.editTitle') : t('webhooks.form.createTitle')}
      cancelLabel={t('webhooks.form.cancel')}
      confirmLabel={t('webhooks.form.save')}
      confirm={{ type: 'submit', form: 'webhook-form', disabled: saving }}
    >
      <form id="webhook-form" className="automation-form" onSubmit={submit} noValidate>
        {formError ? (
          <p className="automation-error" role="alert">
            {formError}
          </p>
        ) : null}
        <Input
          label={t('webhooks.form.name')}
          placeholder={t('webhooks.form.namePlaceholder')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label={t('webhooks.form.url')}
          type="url"
          required
          placeholder="https://hooks.example.com/outreach"
          hint={t('webhooks.form.urlHint')}
          error={urlError}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <fieldset className="automation-triggers" aria-describedby="webhook-triggers-hint">
          <legend>{t('webhooks.form.triggers')}</legend>
          {triggerEvents.map((key) => (
            <Checkbox
              key={key}
              name="update_types"
              value={key}
              label={t(`triggers.${key}`)}
              checked={triggers.has(key)}
              onChange={(event) => toggle(key, event.target.checked)}
            />
          ))}
        </fieldset>
        <p id="webhook-triggers-hint" className="automation-muted">
          {t('webhooks.form.triggersHint')}
        </p>
        {triggersMissing ? (
          <p className="automation-error" role="alert">
            {t('webhooks.form.triggersRequired')}
          </p>
        ) : null}
        <Select
          label={t('webhooks.form.campaign')}
          hint={t('webhooks.form.campaignHint')}
          value={campaign}
          onChange={(event) => setCampaign(event.target.value)}
          options={[{ value: '', label: t('webhooks.allCampaigns') }, ...campaignOptions]}
        />
      </form>
    </ConfirmDialog>
  );
}
