import { Button, Input, Page } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, api, useT } from '@outreach/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
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
  // The form's own rule: the API only caps the code's length and answers 'invalid invite code'.
  const schema = useMemo(
    () => z.object({ invite_code: z.string().trim().length(INVITE_CODE_LENGTH, t('validation.inviteCode')) }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { invite_code: '' } });
  const join = useMutation({
    mutationFn: (invite_code: string) => api.POST('/space/join', { body: { invite_code } }),
    onSuccess: (workspace) => {
      enterWorkspace(queryClient, workspace?._id);
      navigate('/campaigns', { replace: true });
    },
    // The API's 'invalid invite code' (spec §8) and any other refusal show under the field.
    onError: (failure) =>
      setError('invite_code', { message: failure instanceof ApiError ? failure.message : String(failure) }),
  });

  // The schema's output is trimmed.
  const submit = handleSubmit(({ invite_code }) => join.mutate(invite_code));

  return (
    <Page title={t('workspace.joinTitle')} subtitle={t('workspace.joinSubtitle')}>
      <form className="account-workspace__form" onSubmit={submit} noValidate>
        <Input
          label={t('workspace.inviteCode')}
          autoComplete="off"
          spellCheck={false}
          {...register('invite_code')}
          error={errors.invite_code?.message}
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
