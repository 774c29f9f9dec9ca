/** The add-credential flow's step page and its buttons. */
import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { useShellContext } from '../../../layouts/use-shell-context';
import type { useProxyCountries, useTimezones } from '../credential-api';
import type { CredentialDetails } from '../credential-api';
import type { FlowErrors, FlowField, FlowForm, FlowStep } from './flow-steps';
import { AutomationStep } from './steps/AutomationStep';
import { DoneStep } from './steps/DoneStep';
import { LocationStep } from './steps/LocationStep';
import { LoginStep } from './steps/LoginStep';
import { ScheduleStep } from './steps/ScheduleStep';
import { VerificationStep } from './steps/VerificationStep';

/** The current step's page. */
export function FlowStepBody({
  step,
  form,
  update,
  errors,
  adding,
  credential,
  extensionInstalled,
  countries,
  timezones,
  features,
  onBlur,
  onSettled,
  onFinish,
}: {
  step: FlowStep;
  form: FlowForm;
  update: (changes: Partial<FlowForm>) => void;
  errors: FlowErrors;
  adding: boolean;
  credential: CredentialDetails | undefined;
  extensionInstalled: boolean;
  countries: ReturnType<typeof useProxyCountries>;
  timezones: ReturnType<typeof useTimezones>;
  features: ReturnType<typeof useShellContext>['features'];
  onBlur: (field: FlowField) => void;
  onSettled: (credential: CredentialDetails | undefined) => void;
  onFinish: (id: string) => void;
}) {
  return (
    <>
      {step === 'automation' ? (
        <AutomationStep
          value={form.automation}
          onChange={(automation) => update({ automation })}
          extensionInstalled={extensionInstalled}
        />
      ) : null}
      {step === 'location' ? (
        <LocationStep
          form={form}
          update={update}
          errors={errors}
          countries={countries.data ?? []}
          features={features}
          loading={countries.isPending}
        />
      ) : null}
      {step === 'schedule' ? (
        <ScheduleStep
          form={form}
          update={update}
          errors={errors}
          timezones={timezones.data ?? []}
          loading={timezones.isPending}
        />
      ) : null}
      {step === 'login' ? (
        <LoginStep form={form} update={update} errors={errors} adding={adding} onBlur={onBlur} />
      ) : null}
      {step === 'verification' && credential ? (
        <VerificationStep credential={credential} onSettled={onSettled} />
      ) : null}
      {step === 'done' && credential ? (
        <DoneStep credential={credential} onFinish={() => onFinish(credential._id)} />
      ) : null}
    </>
  );
}

/** Back, and Next or Connect, under the steps that have them. */
export function FlowActions({
  step,
  busy,
  back,
  connectEnabled,
  nextEnabled,
  onConnect,
  onNext,
}: {
  step: FlowStep;
  busy: boolean;
  back: (() => void) | null;
  connectEnabled: boolean;
  nextEnabled: boolean;
  onConnect: () => void;
  onNext: () => void;
}) {
  const t = useT('layout');
  if (step !== 'automation' && step !== 'location' && step !== 'schedule' && step !== 'login') return null;
  return (
    <div className="shell-flow__actions">
      {back ? (
        <Button variant="secondary" onClick={back} disabled={busy}>
          {t('add.back')}
        </Button>
      ) : null}
      {step === 'login' ? (
        <Button onClick={onConnect} loading={busy} disabled={!connectEnabled}>
          {t('add.connect')}
        </Button>
      ) : (
        <Button onClick={onNext} loading={busy} disabled={!nextEnabled}>
          {t('add.next')}
        </Button>
      )}
    </div>
  );
}
