import { Button, Spinner, WizardStepper } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, useT, useNavigate } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useShellContext } from '../../../layouts/use-shell-context';
import { errorText } from '../../../notifications/forms/repair-form';
import {
  credentialApi,
  credentialOf,
  type CreateCredentialPayload,
  useProxyCountries,
  useSeats,
  useStoreCredential,
  useTimezones,
} from '../credential-api';
import type { CredentialDetails } from '../credential-api';
import { detectExtension } from '../extension';
import {
  browserTimezone,
  canConnect,
  DEFAULT_COUNTRY,
  DEFAULT_WORK_HOURS,
  defaultTimezone,
  type FlowErrors,
  type FlowField,
  type FlowForm,
  type FlowStep,
  fieldPaths,
  flowSchema,
  formErrors,
  remainingErrorMessage,
  startStep,
  stepAfterConnection,
  stepErrors,
  stepFields,
  stepsFor,
} from './flow-steps';
import { announceSeatRefusal, seatRefusal } from './flow-messages';
import { AutomationStep } from './steps/AutomationStep';
import { DoneStep } from './steps/DoneStep';
import { LocationStep } from './steps/LocationStep';
import { LoginStep } from './steps/LoginStep';
import { ScheduleStep } from './steps/ScheduleStep';
import { VerificationStep } from './steps/VerificationStep';
import { useFlowFinish } from './use-flow-finish';
import { customProxyPayload, emptyCustomProxy, type MessageKey } from './validation';

export interface AddCredentialFlowProps {
  /** Complete this existing credential (the flow starts at its step) instead of adding one. */
  credentialId?: string | null;
  /** Called when the flow is left for campaigns (the modal closes). */
  onFinished?: () => void;
}

function initialForm(credential: CredentialDetails | undefined, knownEmail: string | null): FlowForm {
  return {
    automation: credential?.automation_type ?? (knownEmail ? 'extension' : 'cloud'),
    countryCode: credential?.country_code?.toUpperCase() ?? '',
    proxyType: credential?.proxy_type ?? 'basic',
    useCustomProxy: Boolean(credential?.custom_proxy),
    customProxy: credential?.custom_proxy
      ? {
          host: credential.custom_proxy.domain ?? credential.custom_proxy.proxy_address ?? '',
          port: credential.custom_proxy.ports?.http ?? '',
          username: credential.custom_proxy.username ?? '',
          password: '',
        }
      : emptyCustomProxy,
    timezone: credential?.timezone ?? '',
    workHours: [
      credential?.work_hours_start ?? DEFAULT_WORK_HOURS[0],
      credential?.work_hours_end ?? DEFAULT_WORK_HOURS[1],
    ],
    email: credential?.username ?? knownEmail ?? '',
    password: '',
  };
}

/**
 * The add-credential flow of spec platform §4, six steps in a WizardStepper: automation type, country
 * (with an optional custom proxy), time zone and work hours, email and password, verification, done.
 * The same flow runs on /credentials/add, /credentials/add-first and in the add-credential modal.
 */
export default function AddCredentialFlow({ credentialId = null, onFinished }: AddCredentialFlowProps) {
  const t = useT('layout');
  const navigate = useNavigate();
  const location = useLocation();
  const { account, features } = useShellContext();
  const credentials = useCredentials();
  const list = (credentials.data ?? []) as CredentialDetails[];
  const seats = useSeats();
  const countries = useProxyCountries();
  const timezones = useTimezones();
  const store = useStoreCredential();
  const finish = useFlowFinish(onFinished);
  const extension = useMemo(() => detectExtension(), []);

  const [ownId, setOwnId] = useState<string | null>(credentialId);
  const [created, setCreated] = useState<CredentialDetails | undefined>(undefined);
  // The list stays fresh through realtime updates; the create answer stands in until it has the new one.
  const credential =
    list.find((item) => item._id === ownId) ?? (created?._id === ownId ? created : undefined);
  const waitingForExisting = Boolean(credentialId) && !credentials.isSuccess;

  const adding = !credential;
  const context = {
    adding,
    existing: list,
    ownId: ownId ?? undefined,
    timezones: timezones.data,
  };
  // The resolver reads the rules of this render (the credential list and time zones load later).
  const schema = useRef(flowSchema(context));
  schema.current = flowSchema(context);
  const {
    watch,
    setValue,
    reset,
    trigger,
    formState: { errors: shownErrors },
  } = useForm<FlowForm>({
    resolver: (values, resolverContext, options) =>
      zodResolver(schema.current)(values, resolverContext, options),
    defaultValues: initialForm(credential, extension.email),
  });
  const form = watch();
  const [step, setStep] = useState<FlowStep | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<FlowField>>(new Set());
  const touchedRef = useRef(touched);
  touchedRef.current = touched;
  const [busy, setBusy] = useState(false);
  const [apiError, setApiError] = useState<string | null>(null);
  /** Checks the fields, and shows their messages from now on (a step's Next, a login field's blur). */
  const touch = useCallback(
    (fields: readonly FlowField[]) => {
      const all = new Set([...touchedRef.current, ...fields]);
      touchedRef.current = all;
      setTouched(all);
      return trigger([...all].map((field) => fieldPaths[field]));
    },
    [trigger],
  );
  // A change checks again the fields whose messages show (live, as they were).
  const update = useCallback(
    (changes: Partial<FlowForm>) => {
      for (const key of Object.keys(changes) as (keyof FlowForm)[]) {
        setValue(key, changes[key] as FlowForm[typeof key]);
      }
      const shown = [...touchedRef.current].map((field) => fieldPaths[field]);
      if (shown.length > 0) void trigger(shown);
    },
    [setValue, trigger],
  );

  // Where the flow starts (platform §4), once an existing credential has loaded.
  useEffect(() => {
    if (step !== null || waitingForExisting) return;
    if (credential) reset(initialForm(credential, null));
    const seatsFree = (seats.data?.extension_available ?? seats.data?.available ?? 0) > 0;
    setStep(
      startStep(credential, {
        extensionInstalled: extension.installed,
        seatsFree,
        knownEmail: extension.email,
      }),
    );
  }, [step, waitingForExisting, credential, seats.data, extension, reset]);

  // spec platform §9: default country US; §5: time zone defaults to the browser's, else the first.
  useEffect(() => {
    if (form.countryCode || !countries.data?.length) return;
    const ofType = countries.data.filter((country) => country.type === form.proxyType);
    const fallback = ofType.find((country) => country.code.toUpperCase() === DEFAULT_COUNTRY) ?? ofType[0];
    if (fallback) update({ countryCode: fallback.code.toUpperCase() });
  }, [countries.data, form.countryCode, form.proxyType, update]);
  useEffect(() => {
    if (form.timezone || !timezones.data?.length) return;
    update({ timezone: defaultTimezone(timezones.data, browserTimezone()) });
  }, [timezones.data, form.timezone, update]);

  // The verification step follows the credential: connected goes to done, a wrong password back to login.
  useEffect(() => {
    if (step !== 'verification' || !credential) return;
    const next = stepAfterConnection(credential);
    if (next === 'login') setApiError(t('add.login.wrongPassword'));
    if (next !== 'verification') setStep(next);
  }, [step, credential, t]);

  // Every rule at once, live: whether Next and Connect may go on, and the other steps' errors.
  const errors = formErrors(form, context);

  if (step === null) return <Spinner />;

  const steps = stepsFor(form.automation);
  const index = Math.max(0, steps.indexOf(step));
  const own = stepErrors(errors, step);
  // The messages react-hook-form's check gave the step's fields that were touched.
  const visible: FlowErrors = {};
  for (const field of stepFields[step]) {
    const shown: { message?: MessageKey } | undefined = get(shownErrors, fieldPaths[field]);
    if (touched.has(field) && shown?.message) visible[field] = shown.message;
  }
  const touchStep = () => touch(stepFields[step]);

  const goTo = (next: FlowStep) => {
    setApiError(null);
    setStep(next);
  };

  /** Next on automation, location and schedule; an existing credential saves the step's values. */
  const next = async () => {
    await touchStep();
    if (Object.keys(own).length > 0) return;
    if (step === 'automation' && form.automation === 'extension' && !extension.installed) return;
    const following = steps[index + 1];
    if (!following) return;
    if (credential && (step === 'location' || step === 'schedule')) {
      setBusy(true);
      try {
        const changes =
          step === 'location'
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
        store(credentialOf(await credentialApi.update(credential._id, changes)));
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
      setApiError(remainingErrorMessage(errors, 'login') ? t('messages.fixAllErrors') : null);
      return;
    }
    setBusy(true);
    setApiError(null);
    try {
      let result: CredentialDetails | undefined;
      if (credential) {
        // A wrong password: saving the new one logs in again (the API reconnects on a new cloud
        // password); the extension just tries again.
        result = credentialOf(
          form.automation === 'cloud'
            ? await credentialApi.update(credential._id, { password: form.password })
            : await credentialApi.doAuth(credential._id),
        );
      } else {
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
        result = credentialOf(await credentialApi.create(payload));
        if (result) {
          setCreated(result);
          setOwnId(result._id);
          // Keep the new account in the URL: when the route renders again (the guard selecting
          // the first account adds selectedCred), the flow resumes at this account's next step.
          if (location.pathname.startsWith('/credentials/add')) {
            const search = new URLSearchParams(location.search);
            search.set('credentialId', result._id);
            navigate({ search: `?${search}` }, { replace: true });
          }
        }
      }
      store(result);
      update({ password: '' });
      if (result) {
        const following = stepAfterConnection(result);
        if (following === 'login') setApiError(t('add.login.wrongPassword'));
        else setStep(following);
      }
    } catch (error) {
      const message = errorText(error);
      const refusal = error instanceof ApiError ? seatRefusal(message) : null;
      if (refusal) {
        const text = t(`messages.${refusal}`);
        setApiError(text);
        announceSeatRefusal(
          refusal,
          text,
          account?.is_billing_enabled
            ? { title: t('add.buySeat'), onClick: () => navigate('/billing/overview') }
            : null,
        );
      } else setApiError(message);
    } finally {
      setBusy(false);
    }
  };

  // The login fields are fine but another step is not: say so under the (disabled) connect button.
  const loginReady =
    Object.keys(own).length === 0 &&
    (form.automation === 'extension' || form.password !== '') &&
    (!adding || form.email.trim() !== '');
  const remaining = step === 'login' && loginReady ? remainingErrorMessage(errors, 'login') : null;
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
        {step === 'automation' ? (
          <AutomationStep
            value={form.automation}
            onChange={(automation) => update({ automation })}
            extensionInstalled={extension.installed}
          />
        ) : null}
        {step === 'location' ? (
          <LocationStep
            form={form}
            update={update}
            errors={visible}
            countries={countries.data ?? []}
            features={features}
            loading={countries.isPending}
          />
        ) : null}
        {step === 'schedule' ? (
          <ScheduleStep
            form={form}
            update={update}
            errors={visible}
            timezones={timezones.data ?? []}
            loading={timezones.isPending}
          />
        ) : null}
        {step === 'login' ? (
          <LoginStep
            form={form}
            update={update}
            errors={visible}
            adding={adding}
            onBlur={(field) => void touch([field])}
          />
        ) : null}
        {step === 'verification' && credential ? (
          <VerificationStep
            credential={credential}
            onSettled={(next) => {
              if (next) setCreated(next);
            }}
          />
        ) : null}
        {step === 'done' && credential ? (
          <DoneStep credential={credential} onFinish={() => finish(credential._id)} />
        ) : null}
        {apiError ? (
          <p className="shell-flow__error" role="alert">
            {apiError}
          </p>
        ) : null}
        {remaining && !apiError ? (
          <p className="shell-flow__error" role="alert">
            {t(`messages.${remaining}`)}
          </p>
        ) : null}
      </div>
      {step === 'automation' || step === 'location' || step === 'schedule' || step === 'login' ? (
        <div className="shell-flow__actions">
          {index > 0 && !credential ? (
            <Button variant="secondary" onClick={() => goTo(steps[index - 1] ?? step)} disabled={busy}>
              {t('add.back')}
            </Button>
          ) : null}
          {step === 'login' ? (
            <Button onClick={connect} loading={busy} disabled={!connectEnabled}>
              {t('add.connect')}
            </Button>
          ) : (
            <Button
              onClick={next}
              loading={busy}
              disabled={step === 'automation' && form.automation === 'extension' && !extension.installed}
            >
              {t('add.next')}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
