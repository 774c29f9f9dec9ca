import { Avatar, Button, Input, showSnackbar, Spinner } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, useT } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import type { Account } from '@outreach/sdk/account';
import { workspaceNameForm } from '@outreach/core/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { useIsWorkspaceAdmin, useWorkspaceInfo } from '../hooks/workspaceInfo';
import { PhotoField } from '../PhotoField';
import { PreferencesPanel } from '../PreferencesPanel';

/** POST /space/{id}/update body (spec platform §7 {space_object}). */
export type UpdateWorkspacePayload = ApiBody<'post', '/space/{id}/update'>;

/** /preferences/workspace/basic/:id — name and picture; members see them read-only. */
export default function WorkspaceBasicPage() {
  const t = useT('account');
  const { id } = useParams();
  const workspace = useWorkspaceInfo(id);
  return (
    <PreferencesPanel title={t('preferences.workspace.basic')} description={t('workspaceBasic.subtitle')}>
      {workspace.isError ? (
        <p className="account-prefs__text" role="alert">
          {workspace.error.message}
        </p>
      ) : workspace.data ? (
        <WorkspaceBasicForm key={workspace.data._id} workspace={workspace.data} />
      ) : (
        <Spinner />
      )}
    </PreferencesPanel>
  );
}

function WorkspaceBasicForm({ workspace }: { workspace: Account }) {
  const t = useT('account');
  const queryClient = useQueryClient();
  const isAdmin = useIsWorkspaceAdmin(workspace);
  // spec §5 "Workspace name required ('Name is required')": the API's rule (@outreach/core/forms).
  const schema = useMemo(() => workspaceNameForm({ nameRequired: t('validation.nameRequired') }), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { name: workspace.name } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['space'] });

  const update = useMutation({
    mutationFn: (payload: UpdateWorkspacePayload) =>
      api.POST('/space/{id}/update', { path: { id: workspace._id }, body: payload }),
    onSuccess: () => {
      void refresh();
      showSnackbar({ type: 'success', text: t('preferences.saved') });
    },
    onError: (failure) => setError('name', { message: failure.message }),
  });

  const submit = handleSubmit((values) => update.mutate({ space_object: { name: values.name } }));

  return (
    <>
      <div className="account-prefs__photo">
        <Avatar name={workspace.name} src={workspace.avatar ?? undefined} />
        {isAdmin ? (
          // POST /space/save_photo {file}, for the workspace of the page (space query value).
          <PhotoField
            label={t('workspaceBasic.photo')}
            save={(form) => api.POST('/space/save_photo', { query: { space: workspace._id }, body: form })}
            onSaved={() => void refresh()}
          />
        ) : null}
      </div>
      <form className="account-prefs__form" onSubmit={submit} noValidate>
        <Input
          label={t('workspace.name')}
          {...register('name')}
          readOnly={!isAdmin}
          disabled={!isAdmin}
          error={errors.name?.message}
        />
        {isAdmin ? (
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        ) : (
          <p className="account-prefs__text">{t('workspaceUsers.adminsOnly')}</p>
        )}
      </form>
    </>
  );
}
