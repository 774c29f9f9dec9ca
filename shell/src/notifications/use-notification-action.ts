import { useNavigate } from '@outreach/sdk';
import { useLocation } from 'react-router';
import { withCarriedQuery } from '../layouts/carried-query';
import { notificationTarget, type ShellNotification } from './account-notifications';
import { openRepairModal } from './repair-modal.store';

/** Runs a notice's action: its repair modal, a page (carrying selectedCred and space), or a link in a new tab. */
export function useNotificationAction(selectedId: string | null) {
  const navigate = useNavigate();
  const location = useLocation();
  return {
    actionable: (notice: ShellNotification) => notificationTarget(notice, selectedId) !== null,
    run: (notice: ShellNotification) => {
      const target = notificationTarget(notice, selectedId);
      if (!target) return;
      if (target.type === 'modal') openRepairModal(target.modal, target.credentialId);
      else if (target.type === 'router') navigate(withCarriedQuery(target.to, location.search, selectedId));
      else window.open(target.href, '_blank', 'noopener,noreferrer');
    },
  };
}
