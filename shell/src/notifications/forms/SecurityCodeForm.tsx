import { Button, Input } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTime, useT } from '@outreach/sdk';
import { securityCodeForm } from '@outreach/core/forms';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  isSecurityCodeExpired,
  securityCodeExpiresAt,
  securityCodeLifetimeMinutes,
} from '../../pages/credentials/connection-state';
import {
  credentialApi,
  credentialOf,
  messageOf,
  useStoreCredential,
} from '../../pages/credentials/credential-api';
import { RepairError } from './RepairError';
import { type RepairFormProps, showSuccess, useNow, useRepairCall } from './repair-form';

/** spec platform §5: "for authenticator-app pins the code is sent automatically as 000000". */
export const APP_PIN_CODE = '000000';

/** The 6-digit security code the network asked for (platform §4 login flow; the `code` repair modal). */
export function SecurityCodeForm({ credential, onSettled }: RepairFormProps) {
  const t = useT('layout');
  const store = useStoreCredential();
  // The 6-digit rule of POST /credentials/{id}/send (@outreach/core/forms), in this form's words.
  const schema = useMemo(() => securityCodeForm(t('messages.codeFormat')), [t]);
  const {
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const code = watch('code');
  const { busy, error: serverError, setError, attempt, run } = useRepairCall(onSettled);
  const error = errors.code?.message ?? serverError;
  const now = useNow(10_000);
  const securityCode = credential.auth_status?.security_code;
  const pinType = securityCode?.pin_type ?? null;
  const requestedAt = securityCode?.requested_at ?? null;
  const expiresAt = securityCodeExpiresAt(credential);
  const expired = isSecurityCodeExpired(credential, now);
  const autoSentFor = useRef<string | null>(null);

  const send = useCallback(
    (value: string) =>
      attempt(async () => {
        const result = await credentialApi.sendCode(credential._id, value);
        const next = credentialOf(result);
        store(next);
        // A wrong code comes back as the API's message (platform §8 "wrong PIN").
        if (next?.auth_status?.security_code?.is_wrong) {
          setError(messageOf(result) ?? t('messages.codeWrong'));
          return;
        }
        showSuccess(t('messages.codeSent'));
        onSettled?.(next);
      }),
    [attempt, setError, credential._id, onSettled, store, t],
  );

  useEffect(() => {
    if (pinType !== 'app' || !requestedAt || expired || autoSentFor.current === requestedAt) return;
    autoSentFor.current = requestedAt;
    void send(APP_PIN_CODE);
  }, [pinType, requestedAt, expired, send]);

  const resend = () =>
    run(() => credentialApi.resendCode(credential._id), t('messages.codeResent'), { settles: false });

  const submit = handleSubmit((values) => send(values.code));

  const expiry = <CodeExpiry expiresAt={expiresAt} expired={expired} pinType={pinType} />;

  if (pinType === 'app') {
    return (
      <div className="shell-repair">
        <p>{t('repair.code.app')}</p>
        {expiry}
        <RepairError error={error} />
        <div className="shell-repair__actions">
          <Button variant="secondary" onClick={resend} disabled={busy}>
            {t('repair.code.resend')}
          </Button>
          <Button onClick={() => void send(APP_PIN_CODE)} loading={busy} disabled={expired}>
            {t('repair.code.approved')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="shell-repair" onSubmit={submit} noValidate>
      <p>{pinType === 'sms' ? t('repair.code.sms') : t('repair.code.email')}</p>
      <Input
        label={t('repair.code.label')}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        onChange={(event) =>
          setValue('code', event.target.value.replace(/\D/g, '').slice(0, 6), { shouldValidate: false })
        }
        error={error ?? undefined}
      />
      {expiry}
      <div className="shell-repair__actions">
        <Button variant="secondary" onClick={resend} disabled={busy}>
          {t('repair.code.resend')}
        </Button>
        <Button type="submit" loading={busy} disabled={code.length !== 6 || expired}>
          {t('repair.code.submit')}
        </Button>
      </div>
    </form>
  );
}

/** When the code expires, or that it has. */
function CodeExpiry({
  expiresAt,
  expired,
  pinType,
}: {
  expiresAt: number | null;
  expired: boolean;
  pinType: Parameters<typeof securityCodeLifetimeMinutes>[0];
}) {
  const t = useT('layout');
  if (expiresAt === null) return null;
  return expired ? (
    <p className="shell-repair__warning" role="alert">
      {t('repair.code.expired')}
    </p>
  ) : (
    <p className="shell-repair__hint">
      {t('repair.code.expiry', {
        minutes: securityCodeLifetimeMinutes(pinType),
        time: formatDateTime(expiresAt, { hour: '2-digit', minute: '2-digit' }),
      })}
    </p>
  );
}
