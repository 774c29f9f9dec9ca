import { Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import type { StageJson } from '@outreach/core/outreach';
import { useDeleteStage } from '../hooks/useCrm';
import { ConfirmModal } from './ConfirmModal';
import { failureText } from './CrmFormModal';
import { seededName } from '../seeded-names';

interface DeleteStageModalProps {
  stage: StageJson;
  stages: StageJson[];
  onClose: () => void;
}

/** Deleting a stage that holds deals asks where they go (DELETE stages/{id}/delete with stage_to_move). */
export function DeleteStageModal({ stage, stages, onClose }: DeleteStageModalProps) {
  const t = useT('inbox');
  const remove = useDeleteStage();
  const others = stages.filter((candidate) => candidate._id !== stage._id);
  const count = stage.crm_deals.length;
  const [target, setTarget] = useState(others[0]?._id ?? '');
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    try {
      await remove.mutateAsync({ id: stage._id, stageToMove: count > 0 ? target || null : null });
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    }
  }
  return (
    <ConfirmModal
      title={t('crmBoard.deleteStageConfirm', { name: seededName(t, stage.name) })}
      error={error}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {count > 0 && (
        <>
          <p>{t('crmBoard.deleteStageHasDeals', { count })}</p>
          <Select
            label={t('crmBoard.moveDealsTo')}
            value={target}
            options={others.map((candidate) => ({ value: candidate._id, label: candidate.name }))}
            onChange={(event) => setTarget(event.target.value)}
          />
        </>
      )}
    </ConfirmModal>
  );
}
