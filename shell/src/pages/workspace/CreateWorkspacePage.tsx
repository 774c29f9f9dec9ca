import { Button, Input, Page } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, api, useT } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import { workspaceNameForm } from '@outreach/core/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useNewWorkspaceAllowed } from './hooks/useNewWorkspaceAllowed';
import { enterWorkspace } from './hooks/workspaces';
import { ensureWorkspaceStyles } from './workspace.styles';

ensureWorkspaceStyles();

/** POST /space/create body (spec platform §7). */
export type CreateWorkspacePayload = ApiBody<'post', '/space/create'>;

function promotekitReferral(): string | undefined {
  const value = (globalThis as { promotekit_referral?: unknown }).promotekit_referral;
  return typeof value === 'string' && value ? value : undefined;
}

/** /space/create and /workspace/add (spec platform §2; not for the restricted brand). */
export default function CreateWorkspacePage() {
  const t = useT('account');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const allowed = useNewWorkspaceAllowed();
  // spec §5: "Workspace name required ('Name is required')": the API's rule (@outreach/core/forms).
  const schema = useMemo(() => workspaceNameForm({ nameRequired: t('validation.nameRequired') }), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const create = useMutation({
    mutationFn: (payload: CreateWorkspacePayload) => api.POST('/space/create', { body: payload }),
    onSuccess: (workspace) => {
      enterWorkspace(queryClient, workspace?._id);
      navigate('/campaigns', { replace: true });
    },
    onError: (failure) =>
      setError('name', { message: failure instanceof ApiError ? failure.message : String(failure) }),
  });

  // Restricted brand: /workspace/add goes back to campaigns; /space/create (where a person
  // without a workspace is sent) goes to joining one, so the two never send each other back.
  if (!allowed) return <Navigate to={pathname.startsWith('/space') ? '/space/join' : '/campaigns'} replace />;

  // The schema's output is trimmed.
  const submit = handleSubmit(({ name }) => {
    const referral = promotekitReferral();
    create.mutate({ name, ...(referral ? { promotekit_referral: referral } : {}) });
  });

  return (
    <Page title={t('workspace.createTitle')} subtitle={t('workspace.createSubtitle')}>
      <form className="account-workspace__form" onSubmit={submit} noValidate>
        <Input label={t('workspace.name')} {...register('name')} error={errors.name?.message} />
        <Button type="submit" loading={create.isPending}>
          {t('workspace.create')}
        </Button>
        <p className="account-workspace__text">
          {t('workspace.haveCode')} <Link to="/space/join">{t('workspace.joinLink')}</Link>
        </p>
      </form>
    </Page>
  );
}
