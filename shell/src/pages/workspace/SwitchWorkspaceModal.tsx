import { Modal } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useNavigate } from 'react-router';
import { WorkspaceList } from './WorkspaceList';

/**
 * spec platform §2 "switch workspace (725 px)": opened from the header's account menu.
 * Choosing a workspace makes it current and lands on campaigns (the guard takes it from there).
 */
export function SwitchWorkspaceModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('account');
  const navigate = useNavigate();
  return (
    <Modal open={open} onClose={onClose} title={t('workspace.switchTitle')} width={725}>
      {open ? (
        <WorkspaceList
          onChosen={() => {
            onClose();
            navigate('/campaigns');
          }}
          onLeave={onClose}
        />
      ) : null}
    </Modal>
  );
}
