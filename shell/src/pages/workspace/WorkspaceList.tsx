import { Avatar, Badge, Button, Spinner } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
import { useAccount } from '@outreach/sdk/account';
import { Link } from 'react-router';
import { useNewWorkspaceAllowed } from './hooks/useNewWorkspaceAllowed';
import { useChooseWorkspace, useUserWorkspaces, type WorkspaceSummary } from './hooks/workspaces';
import { ensureWorkspaceStyles } from './workspace.styles';

ensureWorkspaceStyles();

/**
 * The person's workspaces with their status; choosing one makes it the current workspace
 * (POST /users/set_space). Used by the set-space pages and the switch-workspace modal.
 */
export function WorkspaceList({
  onChosen,
  onLeave,
}: {
  onChosen?: (workspace: WorkspaceSummary) => void;
  /** Called when a create or join link is followed (the modal closes). */
  onLeave?: () => void;
}) {
  const t = useT('account');
  const workspaces = useUserWorkspaces();
  const current = useAccount().data?._id;
  const choose = useChooseWorkspace(onChosen);
  const canCreate = useNewWorkspaceAllowed();

  if (workspaces.isPending) return <Spinner />;
  if (workspaces.isError) {
    return (
      <p className="account-workspace__error" role="alert">
        {workspaces.error.message}
      </p>
    );
  }
  return (
    <div>
      {workspaces.data.length === 0 ? (
        <p className="account-workspace__text">{t('workspace.noWorkspaces')}</p>
      ) : (
        <ul className="account-workspace-list" aria-label={t('workspace.listLabel')}>
          {workspaces.data.map((workspace) => {
            const isCurrent = workspace._id === current;
            return (
              <li
                key={workspace._id}
                className={`account-workspace-list__item${isCurrent ? ' account-workspace-list__item--current' : ''}`}
              >
                <Avatar name={workspace.name} src={workspace.avatar ?? undefined} size="sm" />
                <span className="account-workspace-list__name">{workspace.name}</span>
                <Badge tone={workspace.status === 'active' ? 'neutral' : 'danger'}>
                  {t(`workspace.status.${workspace.status}` as TranslationKey<'account'>, {
                    defaultValue: workspace.status,
                  })}
                </Badge>
                {isCurrent ? (
                  <Badge tone="primary">{t('workspace.current')}</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('workspace.chooseNamed', { name: workspace.name })}
                    loading={choose.isPending && choose.variables?._id === workspace._id}
                    disabled={choose.isPending}
                    onClick={() => choose.mutate(workspace)}
                  >
                    {t('workspace.choose')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="account-workspace-list__footer">
        {canCreate ? (
          <Link to="/workspace/add" onClick={onLeave}>
            {t('workspace.createLink')}
          </Link>
        ) : null}
        <Link to="/space/join" onClick={onLeave}>
          {t('workspace.joinLink')}
        </Link>
      </div>
    </div>
  );
}
