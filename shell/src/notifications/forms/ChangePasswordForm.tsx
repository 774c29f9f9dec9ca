import { Button, Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { validateNewSocialPassword } from '../../pages/credentials/add-flow/validation';
import { credentialApi, credentialOf, useStoreCredential } from '../../pages/credentials/credential-api';
import { errorText, type RepairFormProps, showSuccess } from './repair-form';

/**
 * A new social-network password (the `changePass` repair modal, and the account settings). spec platform
 * §5: "Updating a social password needs at least 4 characters".
 */
export function ChangePasswordForm({ credential, onSettled, intro }: RepairFormProps & { intro?: string }) {
  const t = useT('layout');
  const store = useStoreCredential();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateNewSocialPassword(password);
    if (invalid) {
      setError(t(`messages.${invalid}`));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await credentialApi.update(credential._id, { password });
      const next = credentialOf(result);
      store(next);
      setPassword('');
      showSuccess(t('messages.credentialUpdated'));
      onSettled?.(next);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="shell-repair" onSubmit={submit} noValidate>
      {intro ? <p>{intro}</p> : null}
      <Input
        label={t('repair.changePass.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ?? undefined}
      />
      <div className="shell-repair__actions">
        <Button type="submit" loading={busy} disabled={password === ''}>
          {t('repair.save')}
        </Button>
      </div>
    </form>
  );
}
