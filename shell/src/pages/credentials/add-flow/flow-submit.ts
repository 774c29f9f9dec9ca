import { errorText } from '../../../notifications/forms/repair-form';
import { credentialApi, credentialOf, type CreateCredentialPayload } from '../credential-api';
import type { CredentialDetails } from '../credential-api';
import {
  canConnect,
  type FlowErrors,
  type FlowForm,
  type FlowStep,
  remainingErrorMessage,
  stepAfterConnection,
} from './flow-steps';
import { customProxyPayload } from './validation';

export interface FlowSubmitDeps {
  step: FlowStep;
  /** The step after this one, if any. */
  following: FlowStep | undefined;
  form: FlowForm;
  errors: FlowErrors;
  /** This step's own errors. */
  own: FlowErrors;
  credential: CredentialDetails | undefined;
  adding: boolean;
  extensionInstalled: boolean;
  touchStep: () => Promise<boolean>;
  goTo: (step: FlowStep) => void;
  setBusy: (busy: boolean) => void;
  setApiError: (message: string | null) => void;
  setStep: (step: FlowStep) => void;
  /** The credential the flow just added. */
  created: (credential: CredentialDetails) => void;
  store: (credential: CredentialDetails | undefined) => void;
  update: (changes: Partial<FlowForm>) => void;
  refusalText: (error: unknown) => string;
  /** What to say after a wrong password, and when another step still has errors. */
  messages: { wrongPassword: string; fixAllErrors: string };
}

/** What the step's buttons do: Next, and Connect on the login step. */
export function flowSubmit({
  step,
  following,
  form,
  errors,
  own,
  credential,
  adding,
  extensionInstalled,
  touchStep,
  goTo,
  setBusy,
  setApiError,
  setStep,
  created,
  store,
  update,
  refusalText,
  messages,
}: FlowSubmitDeps) {
  /** Next on automation, location and schedule; an existing credential saves the step's values. */
  const next = async () => {
    await touchStep();
    if (Object.keys(own).length > 0) return;
    if (step === 'automation' && form.automation === 'extension' && !extensionInstalled) return;
    if (!following) return;
    if (credential && (step === 'location' || step === 'schedule')) {
      setBusy(true);
      try {
        store(credentialOf(await credentialApi.update(credential._id, stepChanges(step, form))));
      } catch (error) {
        setApiError(errorText(error));
        return;
      } finally {
        setBusy(false);
      }
    }
    goTo(following);
  };

  const connect = async () => {
    await touchStep();
    if (!canConnect(form, errors, adding)) {
      setApiError(remainingErrorMessage(errors, 'login') ? messages.fixAllErrors : null);
      return;
    }
    setBusy(true);
    setApiError(null);
    try {
      const result = credential ? await reconnect(credential, form) : await createCredential(form);
      if (!credential && result) created(result);
      store(result);
      update({ password: '' });
      if (result) {
        const after = stepAfterConnection(result);
        if (after === 'login') setApiError(messages.wrongPassword);
        else setStep(after);
      }
    } catch (error) {
      setApiError(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return { next, connect };
}

/** What Next saves of an existing credential on the location and schedule steps. */
export function stepChanges(step: 'location' | 'schedule', form: FlowForm) {
  return step === 'location'
    ? {
        country_code: form.countryCode,
        proxy_type: form.proxyType,
        custom_proxy: form.useCustomProxy ? customProxyPayload(form.customProxy) : null,
      }
    : {
        timezone: form.timezone,
        work_hours_start: form.workHours[0],
        work_hours_end: form.workHours[1],
      };
}

/**
 * Connect again after a wrong password: saving the new one logs in again (the API reconnects on a
 * new cloud password); the extension just tries again.
 */
export async function reconnect(credential: CredentialDetails, form: FlowForm) {
  return credentialOf(
    form.automation === 'cloud'
      ? await credentialApi.update(credential._id, { password: form.password })
      : await credentialApi.doAuth(credential._id),
  );
}

/** Adds the credential the flow describes. */
export async function createCredential(form: FlowForm) {
  const payload: CreateCredentialPayload = {
    username: form.email.trim(),
    automation_type: form.automation,
    proxy_type: form.proxyType,
    timezone: form.timezone,
    work_hours_start: form.workHours[0],
    work_hours_end: form.workHours[1],
    use_browser: false,
    ...(form.automation === 'cloud'
      ? {
          password: form.password,
          country_code: form.countryCode,
          custom_proxy: form.useCustomProxy ? customProxyPayload(form.customProxy) : null,
        }
      : {}),
  };
  return credentialOf(await credentialApi.create(payload));
}
