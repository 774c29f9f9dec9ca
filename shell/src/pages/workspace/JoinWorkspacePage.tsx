import { Button, Input, Page } from '@outreach/design-system';
import { ApiError, api, useT } from '@outreach/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useNewWorkspaceAllowed } from './hooks/useNewWorkspaceAllowed';
import { enterWorkspace } from './hooks/workspaces';
import { ensureWorkspaceStyles } from './workspace.styles';

ensureWorkspaceStyles();

// spec §5: "Invite code: 12 characters."
const INVITE_CODE_LENGTH = 12;

/** /space/join: join a workspace with its 12-character invite code (spec platform §5). */
export default function JoinWorkspacePage() {
  const t = useT('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canCreate = useNewWorkspaceAllowed();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const join = useMutation({
    mutationFn: (invite_code: string) => api.POST('/space/join', { body: { invite_code } }),
    onSuccess: (workspace) => {
      enterWorkspace(queryClient, workspace?._id);
      navigate('/campaigns', { replace: true });
    },
    // The API's 'invalid invite code' (spec §8) and any other refusal show under the field.
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (value.length !== INVITE_CODE_LENGTH) {
      setError(t('validation.inviteCode'));
      return;
    }
    setError(undefined);
    join.mutate(value);
  }

  return (
    <Page title={t('workspace.joinTitle')} subtitle={t('workspace.joinSubtitle')}>
      <form className="account-workspace__form" onSubmit={submit} noValidate>
        <Input
          label={t('workspace.inviteCode')}
          name="invite_code"
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <Button type="submit" loading={join.isPending}>
          {t('workspace.join')}
        </Button>
        {canCreate ? (
          <p className="account-workspace__text">
            {t('workspace.noCode')} <Link to="/space/create">{t('workspace.createLink')}</Link>
          </p>
        ) : null}
      </form>
    </Page>
  );
}
