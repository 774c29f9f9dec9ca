import { Button, Checkbox, failureText, Input, showNotification } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import {
  fieldErrors,
  type MailboxWarmup,
  type RampField,
  rampFields,
  updateWarmup,
  type WarmupSettingsInput,
} from './warmup-api';

type Values = Record<RampField, string>;

const valuesOf = (settings: MailboxWarmup['settings']): Values => ({
  start_per_day: String(settings.start_per_day),
  increase_per_day: String(settings.increase_per_day),
  max_per_day: String(settings.max_per_day),
  reply_rate_percent: String(settings.reply_rate_percent),
});

const labels = {
  start_per_day: 'mailboxes.warmUp.settings.start',
  increase_per_day: 'mailboxes.warmUp.settings.increase',
  max_per_day: 'mailboxes.warmUp.settings.max',
  reply_rate_percent: 'mailboxes.warmUp.settings.replyRate',
} as const;

/**
 * The ramp (start, daily increase, maximum, reply share) and the pool opt-in, with the spec's
 * recommendation beside it (25 a day, +3 a day, 33 % replies). The API checks the bounds: its
 * messages show at the fields they name.
 */
export function WarmUpSettingsForm({
  warmup,
  onSaved,
}: {
  warmup: MailboxWarmup;
  onSaved: (next: MailboxWarmup) => void;
}) {
  const t = useT('ai');
  const [values, setValues] = useState<Values>(() => valuesOf(warmup.settings));
  const [pool, setPool] = useState(warmup.settings.pool);
  const [errors, setErrors] = useState<Partial<Record<RampField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { recommended } = warmup;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed: Partial<Record<RampField, string>> = {};
    const body: WarmupSettingsInput = { pool };
    for (const field of rampFields) {
      const text = values[field].trim();
      const number = Number(text);
      if (text === '' || !Number.isFinite(number)) typed[field] = t('mailboxes.warmUp.settings.number');
      else body[field] = number;
    }
    setErrors(typed);
    setFormError(null);
    if (Object.keys(typed).length > 0) return;
    setBusy(true);
    try {
      const saved = await updateWarmup(warmup.mailbox_id, body);
      setValues(valuesOf(saved.settings));
      setPool(saved.settings.pool);
      onSaved(saved);
      showNotification({ type: 'success', title: t('mailboxes.warmUp.settings.saved') });
    } catch (failure) {
      const split = fieldErrors(failureText(failure));
      setErrors(split.fields);
      setFormError(split.form.length > 0 ? split.form.join('; ') : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ai-mail__form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="ai-mail__muted" data-testid="warm-up-recommended">
        {t('mailboxes.warmUp.settings.recommended', {
          max: recommended.max_per_day,
          increase: recommended.increase_per_day,
          replies: recommended.reply_rate_percent,
        })}{' '}
        <Button
          size="sm"
          variant="ghost"
          type="button"
          onClick={() => {
            setValues(valuesOf({ ...warmup.settings, ...recommended }));
            setErrors({});
          }}
        >
          {t('mailboxes.warmUp.settings.useRecommended')}
        </Button>
      </p>
      <div className="ai-mail__row">
        {rampFields.map((field) => (
          <Input
            key={field}
            className="ai-mail__grow"
            type="number"
            inputMode="numeric"
            name={field}
            label={t(labels[field])}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </div>
      <Checkbox
        label={t('mailboxes.warmUp.settings.pool')}
        hint={t('mailboxes.warmUp.settings.poolHint')}
        checked={pool}
        onChange={(event) => setPool(event.target.checked)}
      />
      {formError ? (
        <p className="ai-mail__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="ai-mail__actions">
        <Button type="submit" loading={busy}>
          {t('mailboxes.warmUp.settings.save')}
        </Button>
      </div>
    </form>
  );
}
