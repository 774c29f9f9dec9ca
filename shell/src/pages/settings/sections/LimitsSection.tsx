import { Button, Checkbox, showSnackbar } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import { errorText } from '../../../notifications/forms/repair-form';
import { DEFAULT_WORK_HOURS, type FlowForm } from '../../credentials/add-flow/flow-steps';
import { ScheduleStep } from '../../credentials/add-flow/steps/ScheduleStep';
import { validateTimezone } from '../../credentials/add-flow/validation';
import {
  credentialApi,
  credentialOf,
  useStoreCredential,
  useTimezones,
} from '../../credentials/credential-api';
import type { CredentialDetails } from '../../credentials/credential-api';

/**
 * Settings › Limits: the hours the account works in, their time zone, and whether it also works on
 * weekends (issue 26 item 5: the engine reads this choice; the server's ENGINE_WORK_WEEKENDS only sets
 * the default a sender follows until someone chooses, and the hint says which). An admin may prohibit changing
 * limits (outreach §6): the API's 'Admin has prohibited change of limits' is shown as it comes.
 */
export function LimitsSection({ credential }: { credential: CredentialDetails }) {
  const t = useT('layout');
  const timezones = useTimezones();
  const store = useStoreCredential();
  const [values, setValues] = useState<Pick<FlowForm, 'timezone' | 'workHours'>>({
    timezone: credential.timezone ?? '',
    workHours: [
      credential.work_hours_start ?? DEFAULT_WORK_HOURS[0],
      credential.work_hours_end ?? DEFAULT_WORK_HOURS[1],
    ],
  });
  const [workWeekends, setWorkWeekends] = useState(credential.work_weekends);
  const [busy, setBusy] = useState(false);
  const timezoneError = validateTimezone(values.timezone, timezones.data);

  const save = async () => {
    if (timezoneError) return;
    setBusy(true);
    try {
      const result = await credentialApi.update(credential._id, {
        timezone: values.timezone,
        work_hours_start: values.workHours[0],
        work_hours_end: values.workHours[1],
        work_weekends: workWeekends,
      });
      store(credentialOf(result));
      showSnackbar({ text: t('messages.credentialUpdated'), type: 'success' });
    } catch (error) {
      showSnackbar({ text: errorText(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="shell-credential-settings__card" aria-labelledby="settings-limits">
      <h2 id="settings-limits">{t('settings.sections.limits')}</h2>
      <ScheduleStep
        form={values}
        update={(changes) =>
          setValues((current) => ({
            timezone: changes.timezone ?? current.timezone,
            workHours: changes.workHours ?? current.workHours,
          }))
        }
        errors={timezoneError ? { timezone: timezoneError } : {}}
        timezones={timezones.data ?? []}
        loading={timezones.isPending}
      />
      <Checkbox
        label={t('settings.limitsSection.workWeekends')}
        checked={workWeekends}
        onChange={(event) => setWorkWeekends(event.target.checked)}
        hint={t('settings.limitsSection.workWeekendsHint', {
          days: t(
            credential.work_weekends_default
              ? 'settings.limitsSection.everyDay'
              : 'settings.limitsSection.weekdays',
          ),
        })}
      />
      <div className="shell-credential-settings__actions">
        <Button onClick={save} loading={busy} disabled={Boolean(timezoneError)}>
          {t('repair.save')}
        </Button>
      </div>
    </section>
  );
}
