import { Input, Select, ConfirmDialog } from '@outreach/design-system';
import { ApiError, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import type { FollowUpsWithoutReplies, MailboxSettings } from '../hooks/useIntegrations';
import type { MailboxJson } from '../integrations.types';

type Field =
  | 'host'
  | 'port'
  | 'secure'
  | 'user'
  | 'password'
  | 'from_name'
  | 'from_email'
  | 'imap_host'
  | 'imap_port'
  | 'imap_secure';

const fields: readonly Field[] = [
  'host',
  'port',
  'secure',
  'user',
  'password',
  'from_name',
  'from_email',
  'imap_host',
  'imap_port',
  'imap_secure',
];

/**
 * The API names the setting to change before its reason (`secure: Port 587 uses STARTTLS: turn
 * SSL off`), like its validation errors; the IMAP login is the SMTP one, so its user and password
 * errors go on those fields.
 */
export function fieldOfError(message: string): { field: Field | null; text: string } {
  const match = /^([a-z_]+): (.+)$/s.exec(message);
  if (!match?.[1] || !match[2]) return { field: null, text: message };
  const name = match[1].replace(/^imap_(user|password)$/, '$1');
  return fields.includes(name as Field)
    ? { field: name as Field, text: match[2] }
    : { field: null, text: message };
}

interface FormState {
  host: string;
  port: string;
  security: 'ssl' | 'starttls';
  user: string;
  password: string;
  fromName: string;
  fromEmail: string;
  imapHost: string;
  imapPort: string;
  imapSecurity: 'ssl' | 'starttls';
  followUps: FollowUpsWithoutReplies;
}

function initialState(mailbox: MailboxJson | null): FormState {
  return {
    host: mailbox?.smtp?.host ?? '',
    port: String(mailbox?.smtp?.port ?? 587),
    security: mailbox?.smtp?.secure ? 'ssl' : 'starttls',
    user: mailbox?.smtp?.user ?? '',
    password: '',
    fromName: mailbox?.from_name ?? '',
    fromEmail: mailbox?.email ?? '',
    imapHost: mailbox?.imap?.host ?? '',
    imapPort: String(mailbox?.imap?.port ?? 993),
    imapSecurity: (mailbox?.imap?.secure ?? true) ? 'ssl' : 'starttls',
    followUps: mailbox?.follow_ups_without_replies ?? 'stop',
  };
}

export interface MailboxFormProps {
  /** The mailbox whose settings are edited (reconnect); null for a new one. */
  mailbox: MailboxJson | null;
  saving: boolean;
  /** The API's refusal of the last save (shown on its field). */
  error: unknown;
  onSave: (settings: MailboxSettings) => void;
  onClose: () => void;
}

/** The required fields left empty. */
function missingFields(state: FormState): Set<Field> {
  const required: [Field, string][] = [
    ['host', state.host],
    ['port', state.port],
    ['user', state.user],
    ['password', state.password],
    ['from_email', state.fromEmail],
  ];
  return new Set(required.filter(([, value]) => value.trim() === '').map(([field]) => field));
}

/** The settings the form describes; IMAP only when it names a host. */
function settingsOf(state: FormState): MailboxSettings {
  const imapHost = state.imapHost.trim();
  return {
    host: state.host.trim(),
    port: Number(state.port),
    secure: state.security === 'ssl',
    user: state.user.trim(),
    password: state.password,
    from_name: state.fromName.trim(),
    from_email: state.fromEmail.trim(),
    ...(imapHost
      ? {
          imap_host: imapHost,
          imap_port: Number(state.imapPort),
          imap_secure: state.imapSecurity === 'ssl',
        }
      : // Replies are not read without IMAP: the user's choice of what follow-ups do (issue 26 item 8).
        { follow_ups_without_replies: state.followUps }),
  };
}

/** SMTP and IMAP settings of a mailbox (issue 15 item 5): the server checks both logins on save. */
/** The API's refusal as the field it names and its text (none for anything else). */
function apiErrorOf(error: unknown) {
  return error instanceof ApiError || error instanceof Error
    ? fieldOfError(error.message)
    : { field: null, text: '' };
}

export function MailboxForm({ mailbox, saving, error, onSave, onClose }: MailboxFormProps) {
  const t = useT('integrations');
  const [state, setState] = useState<FormState>(() => initialState(mailbox));
  const [missing, setMissing] = useState<ReadonlySet<Field>>(new Set());
  const apiError = apiErrorOf(error);
  const errorOf = (field: Field) =>
    missing.has(field) ? t('form.required') : apiError.field === field ? apiError.text : undefined;
  const set = (key: keyof FormState) => (event: { target: { value: string } }) =>
    setState((current) => ({ ...current, [key]: event.target.value }));
  const securityOptions = [
    { value: 'ssl', label: t('form.ssl') },
    { value: 'starttls', label: t('form.starttls') },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = missingFields(state);
    setMissing(empty);
    if (empty.size === 0) onSave(settingsOf(state));
  };

  return (
    <ConfirmDialog
      onClose={onClose}
      title={mailbox?.smtp ? t('form.editTitle') : t('form.title')}
      width={725}
      cancelLabel={t('form.cancel')}
      confirmLabel={saving ? t('form.saving') : t('form.save')}
      confirm={{ type: 'submit', form: 'mailbox-form', disabled: saving }}
    >
      <form id="mailbox-form" className="integrations-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('form.smtp')}</legend>
          <Input label={t('form.host')} value={state.host} onChange={set('host')} error={errorOf('host')} />
          <Input
            label={t('form.port')}
            inputMode="numeric"
            value={state.port}
            onChange={set('port')}
            error={errorOf('port')}
          />
          <Select
            label={t('form.security')}
            options={securityOptions}
            value={state.security}
            onChange={set('security')}
            error={errorOf('secure')}
          />
          <Input label={t('form.user')} value={state.user} onChange={set('user')} error={errorOf('user')} />
          <Input
            label={t('form.password')}
            type="password"
            autoComplete="new-password"
            value={state.password}
            onChange={set('password')}
            error={errorOf('password')}
          />
          <span />
          <Input
            label={t('form.fromName')}
            value={state.fromName}
            onChange={set('fromName')}
            error={errorOf('from_name')}
          />
          <Input
            label={t('form.fromEmail')}
            type="email"
            value={state.fromEmail}
            onChange={set('fromEmail')}
            error={errorOf('from_email')}
          />
        </fieldset>
        <fieldset>
          <legend>{t('form.imap')}</legend>
          <Input
            label={`${t('form.imap')} · ${t('form.host')}`}
            value={state.imapHost}
            onChange={set('imapHost')}
            error={errorOf('imap_host')}
            hint={t('form.imapHint')}
          />
          <Input
            label={`${t('form.imap')} · ${t('form.port')}`}
            inputMode="numeric"
            value={state.imapPort}
            onChange={set('imapPort')}
            error={errorOf('imap_port')}
          />
          <Select
            label={`${t('form.imap')} · ${t('form.security')}`}
            options={securityOptions}
            value={state.imapSecurity}
            onChange={set('imapSecurity')}
            error={errorOf('imap_secure')}
          />
          {state.imapHost.trim() === '' ? (
            <div className="integrations-wide" role="note">
              <p>{t('replies.explain')}</p>
              <Select
                label={t('replies.followUps')}
                options={[
                  { value: 'stop', label: t('replies.stop') },
                  { value: 'send', label: t('replies.send') },
                ]}
                value={state.followUps}
                onChange={set('followUps')}
              />
            </div>
          ) : null}
        </fieldset>
        {apiError.text && apiError.field === null ? (
          <p role="alert" className="integrations-form__error">
            {apiError.text}
          </p>
        ) : null}
      </form>
    </ConfirmDialog>
  );
}
