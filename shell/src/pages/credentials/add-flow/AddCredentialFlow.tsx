import { Spinner, WizardStepper } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useMemo, useState } from 'react';
import { useShellContext } from '../../../layouts/use-shell-context';
import { useProxyCountries, useStoreCredential, useTimezones } from '../credential-api';
import { detectExtension } from '../extension';
import { canConnect, type FlowStep, formErrors, stepErrors, stepFields, stepsFor } from './flow-steps';
import { useFlowFinish } from './use-flow-finish';

import { FlowActions, FlowStepBody } from './FlowParts';
import { flowSubmit } from './flow-submit';
import {
  initialForm,
  otherStepsMessage,
  useFlowCredential,
  useFlowDefaults,
  useFlowForm,
  useFlowStep,
  useRefusalText,
  visibleErrors,
} from './flow-hooks';

export interface AddCredentialFlowProps {
  /** Complete this existing credential (the flow starts at its step) instead of adding one. */
  credentialId?: string | null;
  /** Called when the flow is left for campaigns (the modal closes). */
  onFinished?: () => void;
}

/**
 * The add-credential flow of spec platform §4, six steps in a WizardStepper: automation type, country
 * (with an optional custom proxy), time zone and work hours, email and password, verification, done.
 * The same flow runs on /credentials/add, /credentials/add-first and in the add-credential modal.
 */
export default function AddCredentialFlow({ credentialId = null, onFinished }: AddCredentialFlowProps) {
  const t = useT('layout');
  const { features } = useShellContext();
  const refusalText = useRefusalText();
  const countries = useProxyCountries();
  const timezones = useTimezones();
  const store = useStoreCredential();
  const finish = useFlowFinish(onFinished);
  const extension = useMemo(() => detectExtension(), []);

  const { list, ownId, credential, waitingForExisting, adopt, setCreated } = useFlowCredential(credentialId);

  const adding = !credential;
  const context = {
    adding,
    existing: list,
    ownId: ownId ?? undefined,
    timezones: timezones.data,
  };
  const { form, shownErrors, touched, touch, update, reset } = useFlowForm(
    context,
    initialForm(credential, extension.email),
  );
  const [busy, setBusy] = useState(false);
  const { step, setStep, apiError, setApiError } = useFlowStep(
    credential,
    waitingForExisting,
    extension,
    reset,
  );
  useFlowDefaults(form, countries.data, timezones.data, update);

  // Every rule at once, live: whether Next and Connect may go on, and the other steps' errors.
  const errors = formErrors(form, context);

  if (step === null) return <Spinner />;

  const steps = stepsFor(form.automation);
  const index = Math.max(0, steps.indexOf(step));
  const own = stepErrors(errors, step);
  const visible = visibleErrors(step, shownErrors, touched);
  const touchStep = () => touch(stepFields[step]);

  const goTo = (next: FlowStep) => {
    setApiError(null);
    setStep(next);
  };

  const { next, connect } = flowSubmit({
    step,
    following: steps[index + 1],
    form,
    errors,
    own,
    credential,
    adding,
    extensionInstalled: extension.installed,
    touchStep,
    goTo,
    setBusy,
    setApiError,
    setStep,
    created: adopt,
    store,
    update,
    refusalText,
    messages: { wrongPassword: t('add.login.wrongPassword'), fixAllErrors: t('messages.fixAllErrors') },
  });

  const remaining = step === 'login' ? otherStepsMessage(own, form, errors, adding) : null;
  const connectEnabled = canConnect(form, errors, adding);

  return (
    <div className="shell-flow">
      <WizardStepper
        aria-label={t('add.progress')}
        steps={steps.map((id) => ({ id, title: t(`add.steps.${id}`) }))}
        current={index}
        onStepClick={credential ? undefined : (clicked) => goTo(steps[clicked] ?? step)}
      />
      <div className="shell-flow__body">
        <FlowStepBody
          step={step}
          form={form}
          update={update}
          errors={visible}
          adding={adding}
          credential={credential}
          extensionInstalled={extension.installed}
          countries={countries}
          timezones={timezones}
          features={features}
          onBlur={(field) => void touch([field])}
          onSettled={(settled) => {
            if (settled) setCreated(settled);
          }}
          onFinish={(id) => finish(id)}
        />
        {apiError ? (
          <p className="shell-flow__error" role="alert">
            {apiError}
          </p>
        ) : remaining ? (
          <p className="shell-flow__error" role="alert">
            {t(`messages.${remaining}`)}
          </p>
        ) : null}
      </div>
      <FlowActions
        step={step}
        busy={busy}
        back={index > 0 && !credential ? () => goTo(steps[index - 1] ?? step) : null}
        connectEnabled={connectEnabled}
        nextEnabled={!(step === 'automation' && form.automation === 'extension' && !extension.installed)}
        onConnect={connect}
        onNext={next}
      />
    </div>
  );
}
