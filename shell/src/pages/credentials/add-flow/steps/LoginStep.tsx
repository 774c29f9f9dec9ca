import { Input } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
import type { FlowErrors, FlowForm } from '../flow-steps';

/** Step 4 (platform §4): the account's email (when adding) and its password (cloud automation only). */
export function LoginStep({
  form,
  update,
  errors,
  adding,
  onBlur,
}: {
  form: FlowForm;
  update: (changes: Partial<FlowForm>) => void;
  errors: FlowErrors;
  adding: boolean;
  onBlur: (field: 'email' | 'password') => void;
}) {
  const t = useT('layout');
  const message = (key: string | undefined) =>
    key ? t(`messages.${key}` as TranslationKey<'layout'>) : undefined;
  return (
    <div className="shell-flow__fields">
      {form.automation === 'extension' ? (
        <p className="shell-flow__hint">{t('add.login.extensionHint')}</p>
      ) : null}
      {adding ? (
        <Input
          label={t('add.login.email')}
          type="email"
          autoComplete="off"
          value={form.email}
          onChange={(event) => update({ email: event.target.value })}
          onBlur={() => onBlur('email')}
          error={message(errors.email)}
          required
        />
      ) : (
        <p className="shell-flow__account">
          <span className="shell-flow__account-label">{t('add.login.email')}</span> {form.email}
        </p>
      )}
      {form.automation === 'cloud' ? (
        <Input
          label={t('add.login.password')}
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(event) => update({ password: event.target.value })}
          onBlur={() => onBlur('password')}
          error={message(errors.password)}
          hint={t('add.login.passwordHint')}
          required
        />
      ) : null}
    </div>
  );
}
