import { useUnreadPageTitle } from './page-title';
import { useShellContext } from './use-shell-context';

/**
 * What every signed-in layout does besides drawing: the unread count in the page title. (Live data and
 * change_credentials come from app/SessionLive, mounted once for the session.)
 */
export function useSignedInFrame() {
  const { selected, brand } = useShellContext();
  useUnreadPageTitle(selected?.unread_count, brand.name);
}
