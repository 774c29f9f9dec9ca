import { Input, Modal } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
import { useState } from 'react';
import type { WorkspaceSummary } from './workspaces';

/** spec platform §2: the switch-workspace modal, 725 px, for people in many workspaces. */
export function SwitchWorkspaceModal({
  open,
  onClose,
  workspaces,
  currentId,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  workspaces: readonly WorkspaceSummary[];
  currentId: string | undefined;
  onChoose: (workspace: WorkspaceSummary) => void;
}) {
  const t = useT('layout');
  const [search, setSearch] = useState('');
  const query = search.trim().toLowerCase();
  const shown = workspaces.filter((workspace) => workspace.name.toLowerCase().includes(query));
  return (
    <Modal open={open} onClose={onClose} title={t('menu.switchWorkspace')} width={725}>
      <Input
        label={t('menu.searchWorkspaces')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul className="shell-workspace-list">
        {shown.map((workspace) => (
          <li key={workspace._id}>
            <button
              type="button"
              className="shell-workspace-list__option"
              aria-current={workspace._id === currentId || undefined}
              onClick={() => onChoose(workspace)}
            >
              <span>{workspace.name}</span>
              {workspace.status && workspace.status !== 'active' ? (
                <span className="shell-status shell-status--suspended">
                  {t(`workspaceStatus.${workspace.status}` as TranslationKey<'layout'>)}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
