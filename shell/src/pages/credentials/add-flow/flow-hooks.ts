import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, useT, useNavigate } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { useCallback, useEffect, useRef, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useShellContext } from '../../../layouts/use-shell-context';
import { errorText } from '../../../notifications/forms/repair-form';
import { type useProxyCountries, useSeats, type useTimezones } from '../credential-api';
import type { CredentialDetails } from '../credential-api';
import type { detectExtension } from '../extension';
import {
  browserTimezone,
  DEFAULT_COUNTRY,
  DEFAULT_WORK_HOURS,
  defaultTimezone,
  type FlowErrors,
  type FlowField,
  type FlowForm,
  type FlowStep,
  fieldPaths,
  flowSchema,
  remainingErrorMessage,
  startStep,
  stepAfterConnection,
  stepFields,
} from './flow-steps';
import { announceSeatRefusal, seatRefusal } from './flow-messages';
import { emptyCustomProxy, type MessageKey } from './validation';

export function initialForm(credential: CredentialDetails | undefined, knownEmail: string | null): FlowForm {
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
 * The step shown and the API's message: the flow starts (platform §4) once an existing credential
 * has loaded; the verification step follows the credential (connected goes to done, a wrong
 * password back to login).
 */
export function useFlowStep(
  credential: CredentialDetails | undefined,
  waitingForExisting: boolean,
  extension: ReturnType<typeof detectExtension>,
  reset: (values: FlowForm) => void,
) {
  const t = useT('layout');
  const seats = useSeats();
  const [step, setStep] = useState<FlowStep | null>(null);
  const [apiError, setApiError] = useState<string | null>(null);
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
  useEffect(() => {
    if (step !== 'verification' || !credential) return;
    const next = stepAfterConnection(credential);
    if (next === 'login') setApiError(t('add.login.wrongPassword'));
    if (next !== 'verification') setStep(next);
  }, [step, credential, t]);
  return { step, setStep, apiError, setApiError };
}

/** The login fields are fine but another step is not: what to say under the (disabled) connect button. */
export function otherStepsMessage(own: FlowErrors, form: FlowForm, errors: FlowErrors, adding: boolean) {
  const loginReady =
    Object.keys(own).length === 0 &&
    (form.automation === 'extension' || form.password !== '') &&
    (!adding || form.email.trim() !== '');
  return loginReady ? remainingErrorMessage(errors, 'login') : null;
}

/**
 * The flow's form: react-hook-form with the zod rules of this render, and the fields whose
 * messages show (touched by a step's Next or a login field's blur).
 */
export function useFlowForm(context: Parameters<typeof flowSchema>[0], defaultValues: FlowForm) {
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
    defaultValues,
  });
  const form = watch();
  const [touched, setTouched] = useState<ReadonlySet<FlowField>>(new Set());
  const touchedRef = useRef(touched);
  touchedRef.current = touched;
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

  return { form, shownErrors, touched, touch, update, reset };
}

/** spec platform §9: default country US; §5: time zone defaults to the browser's, else the first. */
export function useFlowDefaults(
  form: FlowForm,
  countries: ReturnType<typeof useProxyCountries>['data'],
  timezones: ReturnType<typeof useTimezones>['data'],
  update: (changes: Partial<FlowForm>) => void,
) {
  useEffect(() => {
    if (form.countryCode || !countries?.length) return;
    const ofType = countries.filter((country) => country.type === form.proxyType);
    const fallback = ofType.find((country) => country.code.toUpperCase() === DEFAULT_COUNTRY) ?? ofType[0];
    if (fallback) update({ countryCode: fallback.code.toUpperCase() });
  }, [countries, form.countryCode, form.proxyType, update]);
  useEffect(() => {
    if (form.timezone || !timezones?.length) return;
    update({ timezone: defaultTimezone(timezones, browserTimezone()) });
  }, [timezones, form.timezone, update]);
}

/**
 * The credential the flow completes: the one it was opened for, or the one it created. The list
 * stays fresh through realtime updates; the create answer stands in until it has the new one.
 */
export function useFlowCredential(credentialId: string | null) {
  const credentials = useCredentials();
  const list = (credentials.data ?? []) as CredentialDetails[];
  const [ownId, setOwnId] = useState<string | null>(credentialId);
  const [created, setCreated] = useState<CredentialDetails | undefined>(undefined);
  const credential =
    list.find((item) => item._id === ownId) ?? (created?._id === ownId ? created : undefined);
  const waitingForExisting = Boolean(credentialId) && !credentials.isSuccess;
  const keepInUrl = useKeepInUrl();
  /** The credential the flow just added becomes its own, in the URL too. */
  const adopt = (result: CredentialDetails) => {
    setCreated(result);
    setOwnId(result._id);
    keepInUrl(result._id);
  };
  return { list, ownId, credential, waitingForExisting, adopt, setCreated };
}

/** The message for a failed connection; a refused seat is also announced, with "Buy a seat". */
export function useRefusalText() {
  const t = useT('layout');
  const navigate = useNavigate();
  const { account } = useShellContext();
  return (error: unknown) => {
    const message = errorText(error);
    const refusal = error instanceof ApiError ? seatRefusal(message) : null;
    if (!refusal) return message;
    const text = t(`messages.${refusal}`);
    announceSeatRefusal(
      refusal,
      text,
      account?.is_billing_enabled
        ? { title: t('add.buySeat'), onClick: () => navigate('/billing/overview') }
        : null,
    );
    return text;
  };
}

/**
 * Keeps a new account in the URL: when the route renders again (the guard selecting the first
 * account adds selectedCred), the flow resumes at this account's next step.
 */
export function useKeepInUrl() {
  const navigate = useNavigate();
  const location = useLocation();
  return (id: string) => {
    if (!location.pathname.startsWith('/credentials/add')) return;
    const search = new URLSearchParams(location.search);
    search.set('credentialId', id);
    navigate({ search: `?${search}` }, { replace: true });
  };
}

/** The messages react-hook-form's check gave the step's fields that were touched. */
export function visibleErrors(
  step: FlowStep,
  shownErrors: object,
  touched: ReadonlySet<FlowField>,
): FlowErrors {
  const visible: FlowErrors = {};
  for (const field of stepFields[step]) {
    const shown: { message?: MessageKey } | undefined = get(shownErrors, fieldPaths[field]);
    if (touched.has(field) && shown?.message) visible[field] = shown.message;
  }
  return visible;
}
