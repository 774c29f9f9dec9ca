import { Navigate } from '@outreach/sdk';
import { Spinner } from '@outreach/design-system';
import { useAccount } from '@outreach/sdk/account';
import { useLocation, useParams } from 'react-router';
import { type WorkspaceSection, workspaceSections } from '../PreferencesLayout';

/**
 * spec platform §2 "The workspace root redirects to basic": /preferences/workspace/:id goes to
 * basic/:id; without an id (or with only a section) the current workspace is meant.
 */
export default function WorkspaceRootRedirect() {
  const { idOrSection } = useParams();
  const location = useLocation();
  const account = useAccount();
  const isSection = workspaceSections.includes(idOrSection as WorkspaceSection);
  if (idOrSection && !isSection) {
    return <Navigate to={`/preferences/workspace/basic/${idOrSection}${location.search}`} replace />;
  }
  if (account.isPending) return <Spinner />;
  if (!account.data) return <Navigate to={`/preferences/user/basic${location.search}`} replace />;
  return (
    <Navigate
      to={`/preferences/workspace/${idOrSection ?? 'basic'}/${account.data._id}${location.search}`}
      replace
    />
  );
}
