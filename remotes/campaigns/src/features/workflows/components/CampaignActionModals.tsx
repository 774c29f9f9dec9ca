import { Button, Modal, ConfirmDialog } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { Workflow } from '../workflows.types';

/**
 * outreach §2: "pause (keeping or pausing the AI Employee)". Asked only of a campaign that has an
 * AI Employee; any other campaign pauses at once.
 */
export function PauseCampaignModal({
  workflow,
  onChoose,
  onClose,
}: {
  workflow: Workflow | null;
  onChoose: (pauseAiEmployee: boolean) => void;
  onClose: () => void;
}) {
  const t = useT('campaigns');
  return (
    <Modal
      open={workflow !== null}
      onClose={onClose}
      title={t('workflowActions.pauseTitle', { name: workflow?.name ?? '' })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('workflowActions.cancel')}
          </Button>
          <Button variant="secondary" onClick={() => onChoose(false)}>
            {t('workflowActions.keepAiEmployee')}
          </Button>
          <Button onClick={() => onChoose(true)}>{t('workflowActions.pauseAiEmployee')}</Button>
        </>
      }
    >
      <p>{t('workflowActions.pauseQuestion')}</p>
    </Modal>
  );
}

/** Deleting takes a confirmation: the campaign leaves the list (outreach §4). */
export function DeleteCampaignModal({
  workflow,
  onConfirm,
  onClose,
}: {
  workflow: Workflow | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT('campaigns');
  return (
    <ConfirmDialog
      open={workflow !== null}
      onClose={onClose}
      title={t('workflowActions.deleteTitle', { name: workflow?.name ?? '' })}
      cancelVariant="ghost"
      cancelLabel={t('workflowActions.cancel')}
      confirmLabel={t('workflowActions.deleteConfirm')}
      confirm={{ variant: 'danger', onClick: onConfirm }}
    >
      <p>{t('workflowActions.deleteQuestion')}</p>
    </ConfirmDialog>
  );
}
