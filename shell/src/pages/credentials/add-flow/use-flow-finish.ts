import { useNavigate } from '@outreach/sdk';
import { setSelectedCredential } from '@outreach/sdk/account';
import { useLocation } from 'react-router';
import { ADD_NEW_MODAL_PARAMETER } from '../add-credential-modal.store';

/**
 * spec platform §2: "After adding, the user goes to my-campaigns with selectedCred and other query values
 * carried over."
 */
export function myCampaignsTarget(search: string, credentialId: string): string {
  const query = new URLSearchParams(search);
  query.delete(ADD_NEW_MODAL_PARAMETER);
  query.delete('credentialId');
  query.set('selectedCred', credentialId);
  return `/campaigns/my-campaigns?${query}`;
}

export function useFlowFinish(onFinished?: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  return (credentialId: string) => {
    setSelectedCredential(credentialId);
    onFinished?.();
    navigate(myCampaignsTarget(location.search, credentialId));
  };
}
