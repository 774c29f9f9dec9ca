import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useNavigate } from 'react-router';
import { WorkspaceList } from './WorkspaceList';

/** /space/set-space and /space/use-space: choose the workspace to work in. */
export default function SetSpacePage() {
  const t = useT('account');
  const navigate = useNavigate();
  return (
    <Page title={t('workspace.chooseTitle')} subtitle={t('workspace.chooseSubtitle')}>
      <WorkspaceList onChosen={() => navigate('/campaigns')} />
    </Page>
  );
}
