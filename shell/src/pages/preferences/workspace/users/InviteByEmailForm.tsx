import { Button, Checkbox, Input } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
import { useCredentials } from '@outreach/sdk/account';
import { type FormEvent, useState } from 'react';
import { EMAIL_PATTERN } from '../../../auth/account-validation';
import { defaultAllowedPages } from './access';
import { CredentialsPicker, PagesPicker } from './AccessPickers';
import { useSendInvites } from './hooks';

/** The emails typed (comma, semicolon or space separated); spec §5 'Please enter email', else 'Not valid email'. */
export function parseInviteEmails(text: string): { emails: string[]; error?: string } {
  const emails = text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
  if (emails.length === 0) return { emails, error: 'validation.inviteEmail' };
  if (emails.some((email) => !EMAIL_PATTERN.test(email))) return { emails, error: 'validation.email' };
  return { emails };
}

/** POST /space/{id}/invites {emails, granted_access, allowed_pages, credentials_ids}. */
export function InviteByEmailForm({ spaceId }: { spaceId: string }) {
  const t = useT('account');
  const credentials = useCredentials();
  const [text, setText] = useState('');
  const [grantedAccess, setGrantedAccess] = useState(false);
  const [pages, setPages] = useState(defaultAllowedPages);
  const [credentialsIds, setCredentialsIds] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const send = useSendInvites(spaceId, () => {
    setText('');
    setGrantedAccess(false);
    setPages(defaultAllowedPages());
    setCredentialsIds([]);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseInviteEmails(text);
    setError(parsed.error && t(parsed.error as TranslationKey<'account'>));
    if (parsed.error) return;
    send.mutate({
      emails: parsed.emails,
      granted_access: grantedAccess,
      allowed_pages: pages,
      credentials_ids: credentialsIds,
    });
  }

  return (
    <form className="account-prefs__form" onSubmit={submit} noValidate>
      <Input
        label={t('workspaceUsers.inviteEmails')}
        hint={t('workspaceUsers.inviteEmailsHint')}
        name="emails"
        type="text"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
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
