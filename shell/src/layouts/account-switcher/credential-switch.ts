import { type Credential, setSelectedCredential } from '@outreach/sdk/account';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { MOBILE_QUERY, useMediaQuery } from '../use-media-query';

/**
 * spec platform §4 "Credential switch": the current route is kept, except edit-campaign (goes to
 * my-campaigns) and the mailbox warm-up page (goes to the mailboxes page), which belong to one account.
 */
export function pathAfterCredentialSwitch(pathname: string): string {
  if (/^\/campaign\/edit(\/|$)/i.test(pathname)) return '/campaigns/my-campaigns';
  if (/^\/mailboxes\/mailboxes\/warm-up(\/|$)/i.test(pathname)) return '/mailboxes/mailboxes';
  return pathname;
}

/** The URL after switching to `credentialId`: the route (see above) with `selectedCred` replaced, other query kept. */
export function credentialSwitchTarget(location: { pathname: string; search: string }, credentialId: string) {
  const query = new URLSearchParams(location.search);
  query.set('selectedCred', credentialId);
  return `${pathAfterCredentialSwitch(location.pathname)}?${query}`;
}

/** Query keys that do not depend on the selected credential and need no refetch on a switch. */
const keptOnSwitch = new Set(['user', 'session']);

/**
 * Switches the selected credential: session and URL, the lists of the previous one refetched
 * (signatures, voicemails, campaigns, integrations…). The mobile layout reloads the page (spec
 * platform §4). `change_credentials {old, new}` goes out on the socket from app/SessionLive, which
 * sends it on every change of the selected credential (a switch here or the guard's choice).
 */
export function useSwitchCredential() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const mobile = useMediaQuery(MOBILE_QUERY);
  return (credential: Pick<Credential, '_id'>) => {
    const target = credentialSwitchTarget(location, credential._id);
    setSelectedCredential(credential._id);
    if (mobile && typeof window !== 'undefined') {
      window.location.assign(target);
      return;
    }
    void queryClient.invalidateQueries({
      predicate: (query) => !keptOnSwitch.has(String(query.queryKey[0])),
    });
    navigate(target);
  };
}
