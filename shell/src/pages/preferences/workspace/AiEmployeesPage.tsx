import { ErrorPanel, Spinner } from '@outreach/design-system';
import { Navigate, useT } from '@outreach/sdk';
import { hasFeature } from '@outreach/core/features';
import { useAccount, useFeatures } from '@outreach/sdk/account';
import { type ComponentType, useEffect, useState } from 'react';
import { loadRemoteExpose } from '../../../federation/remotes';
import { useIsWorkspaceAdmin } from '../hooks/workspaceInfo';
import { PreferencesPanel } from '../PreferencesPanel';

type EmployeesComponent = ComponentType<{ canManage: boolean }>;

/**
 * /preferences/workspace/ai-employees (spec ai-telephony §2, §6): needs the plan feature
 * ai_employee_messages (without it, back to the user's basic page, as the menu hides it);
 * workspace admins manage the employees, members read them. The list, builder and statistics are
 * the ai remote's './Employees', loaded with this page.
 */
export default function AiEmployeesPage() {
  const t = useT('account');
  const features = useFeatures();
  const workspace = useAccount();
  const canManage = useIsWorkspaceAdmin(workspace.data);
  const allowed = hasFeature(features.data, 'ai_employee_messages');
  const [Employees, setEmployees] = useState<EmployeesComponent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    loadRemoteExpose<{ default: EmployeesComponent }>('ai', './Employees')
      .then((module) => live && setEmployees(() => module.default))
      .catch((error: unknown) => live && setFailure((error as Error).message));
    return () => {
      live = false;
    };
  }, [allowed]);

  if (features.isPending) return <Spinner />;
  if (!allowed) return <Navigate to="/preferences/user/basic" replace />;
  return (
    <PreferencesPanel title={t('preferences.workspace.ai-employees')}>
      {failure ? (
        <ErrorPanel message={failure} />
      ) : Employees ? (
        <Employees canManage={canManage} />
      ) : (
        <Spinner />
      )}
    </PreferencesPanel>
  );
}
