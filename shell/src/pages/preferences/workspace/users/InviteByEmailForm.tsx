import { Button, Checkbox, Input } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { inviteEmailsForm, inviteEmailsProblem, splitInviteEmails } from '@outreach/core/forms';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { defaultAllowedPages } from './access';
import { CredentialsPicker, PagesPicker } from './AccessPickers';
import { useSendInvites } from './hooks';

/** The emails typed (comma, semicolon or space separated); spec §5 'Please enter email', else 'Not valid email'. */
export function parseInviteEmails(text: string): { emails: string[]; error?: string } {
  const emails = splitInviteEmails(text);
  const error = inviteEmailsProblem(emails, {
    inviteEmail: 'validation.inviteEmail',
    notValidEmail: 'validation.email',
  });
  return error ? { emails, error } : { emails };
}

/** POST /space/{id}/invites {emails, granted_access, allowed_pages, credentials_ids}. */
export function InviteByEmailForm({ spaceId }: { spaceId: string }) {
  const t = useT('account');
  const credentials = useCredentials();
  // The API's rule for invite emails (@outreach/core/forms), in this form's words.
  const schema = useMemo(
    () =>
      z.object({
        emails: inviteEmailsForm({
          inviteEmail: t('validation.inviteEmail'),
          notValidEmail: t('validation.email'),
        }),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { emails: '' } });
  const [grantedAccess, setGrantedAccess] = useState(false);
  const [pages, setPages] = useState(defaultAllowedPages);
  const [credentialsIds, setCredentialsIds] = useState<string[]>([]);
  const send = useSendInvites(spaceId, () => {
    reset({ emails: '' });
    setGrantedAccess(false);
    setPages(defaultAllowedPages());
    setCredentialsIds([]);
  });

  const submit = handleSubmit(({ emails }) =>
    send.mutate({
      emails,
      granted_access: grantedAccess,
      allowed_pages: pages,
      credentials_ids: credentialsIds,
    }),
  );

  return (
    <form className="account-prefs__form" onSubmit={submit} noValidate>
      <Input
        label={t('workspaceUsers.inviteEmails')}
        hint={t('workspaceUsers.inviteEmailsHint')}
        {...register('emails')}
        type="text"
        autoComplete="off"
        error={errors.emails?.message}
      />
      <Checkbox
        variant="switch"
        name="granted_access"
        label={t('workspaceUsers.grantAdmin')}
        hint={t('workspaceUsers.grantAdminHint')}
        checked={grantedAccess}
        onChange={(event) => setGrantedAccess(event.target.checked)}
      />
      {grantedAccess ? null : (
        <>
          <h3>{t('workspaceUsers.allowedPages')}</h3>
          <PagesPicker value={pages} onChange={setPages} />
          <h3>{t('workspaceUsers.credentials')}</h3>
          <CredentialsPicker
            credentials={credentials.data ?? []}
            value={credentialsIds}
            onChange={setCredentialsIds}
          />
        </>
      )}
      <Button type="submit" loading={send.isPending}>
        {t('workspaceUsers.sendInvite')}
      </Button>
    </form>
  );
}
