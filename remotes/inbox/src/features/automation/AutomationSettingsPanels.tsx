import { Button, Checkbox, ErrorPanel, Spinner, showSnackbar } from '@outreach/design-system';
import { Link, useLabelName, useT } from '@outreach/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { ensureAutomationStyles } from './automation.styles';
import { errorText } from './format';
import {
  useAutomationSettings,
  useSaveAutomationSettings,
  useWorkspaceLabels,
} from './hooks/useAutomationSettings';

/** Loading and error around a settings form. */
function Loading({ error, retry }: { error: unknown; retry: () => unknown }) {
  const t = useT('automation');
  if (error)
    return <ErrorPanel title={t('settings.loadError')} message={errorText(error)} onRetry={() => retry()} />;
  return (
    <div role="status" aria-label={t('settings.loading')}>
      <Spinner />
    </div>
  );
}

/**
 * Integrations › Automation › Label settings: which labels' events ("Label added", "AI label
 * added", "Label removed") webhooks and Zapier get: every label, or only the chosen ones.
 */
export function LabelSettingsPanel() {
  const t = useT('automation');
  const nameOf = useLabelName();
  useEffect(() => ensureAutomationStyles(), []);
  const settings = useAutomationSettings();
  const labels = useWorkspaceLabels();
  const save = useSaveAutomationSettings();
  const [chosen, setChosen] = useState<string[] | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data && chosen === undefined) setChosen(settings.data.label_ids);
  }, [settings.data, chosen]);

  if (!settings.data || !labels.data || chosen === undefined)
    return (
      <Loading
        error={settings.error ?? labels.error}
        retry={() => Promise.all([settings.refetch(), labels.refetch()])}
      />
    );
  const all = chosen === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== null && chosen.length === 0) {
      setError(t('settings.labels.chooseOne'));
      return;
    }
    setError(null);
    save.mutate(
      { label_ids: chosen },
      {
        onSuccess: () => showSnackbar({ type: 'success', text: t('settings.saved') }),
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <form className="automation-section automation-form" onSubmit={submit} noValidate>
      <h2>{t('settings.labels.title')}</h2>
      <p className="automation-muted">{t('settings.labels.intro')}</p>
      <fieldset className="automation-triggers">
        <legend>{t('settings.labels.which')}</legend>
        <Checkbox
          variant="switch"
          label={t('settings.labels.all')}
          checked={all}
          onChange={(event) => setChosen(event.target.checked ? null : [])}
        />
      </fieldset>
      {all ? null : labels.data.length === 0 ? (
        <p className="automation-muted">
          {t('settings.labels.none')}{' '}
          <Link to="/preferences/workspace/labels">{t('settings.labels.manage')}</Link>
        </p>
      ) : (
        <fieldset className="automation-triggers">
          <legend>{t('settings.labels.only')}</legend>
          {labels.data.map((label) => (
            <Checkbox
              key={label._id}
              label={nameOf(label)}
              checked={chosen.includes(label._id)}
              onChange={(event) =>
                setChosen(
                  event.target.checked ? [...chosen, label._id] : chosen.filter((id) => id !== label._id),
                )
              }
            />
          ))}
        </fieldset>
      )}
      {error ? (
        <p className="automation-error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Integrations › Automation › Base settings: what every event sent to webhooks and Zapier carries;
 * for now whether email and message events include their text and subject.
 */
export function BaseSettingsPanel() {
  const t = useT('automation');
  useEffect(() => ensureAutomationStyles(), []);
  const settings = useAutomationSettings();
  const save = useSaveAutomationSettings();
  if (!settings.data) return <Loading error={settings.error} retry={() => settings.refetch()} />;
  return (
    <section className="automation-section automation-form" aria-labelledby="automation-base">
      <h2 id="automation-base">{t('settings.base.title')}</h2>
      <p className="automation-muted">{t('settings.base.intro')}</p>
      <Checkbox
        variant="switch"
        label={t('settings.base.messageText')}
        checked={settings.data.include_message_text}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { include_message_text: event.target.checked },
            {
              onSuccess: () => showSnackbar({ type: 'success', text: t('settings.saved') }),
              onError: (failure) => showSnackbar({ type: 'error', text: errorText(failure) }),
            },
          )
        }
      />
      <p className="automation-muted">{t('settings.base.messageTextHint')}</p>
    </section>
  );
}
