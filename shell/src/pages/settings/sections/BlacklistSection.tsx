import { Button, showSnackbar, Spinner } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { RepairError } from '../../../notifications/forms/RepairError';
import { errorText } from '../../../notifications/forms/repair-form';
import { credentialApi, credentialKeys, useBlacklist } from '../../credentials/credential-api';
import type { CredentialDetails } from '../../credentials/credential-api';

/** One value a line; blank lines dropped, spaces around a value trimmed. */
export function blacklistValues(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Settings › Blacklist: values outreach through this account skips (GET/PUT /credentials/{id}/blacklist). */
export function BlacklistSection({ credential }: { credential: CredentialDetails }) {
  const t = useT('layout');
  const id = useId();
  const space = useSession((state) => state.space);
  const queryClient = useQueryClient();
  const blacklist = useBlacklist(credential._id);
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (text === null && blacklist.data) setText(blacklist.data.values.join('\n'));
  }, [blacklist.data, text]);

  const save = async () => {
    setBusy(true);
    try {
      const saved = await credentialApi.saveBlacklist(credential._id, blacklistValues(text ?? ''));
      queryClient.setQueryData(credentialKeys.blacklist(space, credential._id), saved);
      setText(saved.values.join('\n'));
      showSnackbar({ text: t('settings.blacklistSaved'), type: 'success' });
    } catch (error) {
      showSnackbar({ text: errorText(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="shell-credential-settings__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.sections.blacklist')}</h2>
      <p>{t('settings.blacklistText')}</p>
      {blacklist.isPending ? (
        <Spinner />
      ) : blacklist.isError ? (
        <RepairError error={errorText(blacklist.error)} />
      ) : (
        <>
          <label htmlFor={`${id}-values`} className="ds-field__label">
            {t('settings.blacklistLabel')}
          </label>
          <textarea
            id={`${id}-values`}
            value={text ?? ''}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="shell-credential-settings__actions">
            <Button onClick={save} loading={busy}>
              {t('repair.save')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
