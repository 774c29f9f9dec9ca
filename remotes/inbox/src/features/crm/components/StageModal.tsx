import { Button, Input, Modal } from '@outreach/design-system';
import { ApiError, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import type { StageJson } from '@outreach/sdk/outreach';
import { type StageInput, useSaveStage } from '../hooks/useCrm';

interface StageModalProps {
  pipelineId: string;
  stage: StageJson | null;
  onClose: () => void;
}

/** Add or edit a stage: name required, probability a positive number 1..100 (spec outreach §5). */
export function StageModal({ pipelineId, stage, onClose }: StageModalProps) {
  const t = useT('inbox');
  const save = useSaveStage();
  const [name, setName] = useState(stage?.name ?? '');
  const [probability, setProbability] = useState(stage ? String(stage.probability) : '');
  const [errors, setErrors] = useState<{ name?: string; probability?: string; form?: string }>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(probability);
    const found: typeof errors = {};
    if (!name.trim()) found.name = t('crmBoard.fillField');
    if (probability.trim() === '' || !Number.isInteger(value) || value < 1)
      found.probability = t('crmBoard.probabilityInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: StageInput = { name: name.trim(), probability: value, pipeline_id: pipelineId };
    try {
      await save.mutateAsync({ id: stage?._id ?? null, input });
      onClose();
    } catch (failure) {
      // The server's words ("probability: Probability can not be more than 100").
      setErrors({ form: failure instanceof ApiError ? failure.message : String(failure) });
    }
  }
  const title = stage ? t('crmBoard.editStage') : t('crmBoard.addStage');
  return (
    <Modal open onClose={onClose} title={title}>
      <form className="crm-form" onSubmit={submit} noValidate aria-label={title}>
        <Input
          label={t('crmBoard.stageName')}
          value={name}
          maxLength={100}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label={t('crmBoard.stageProbability')}
          type="number"
          min={1}
          max={100}
          value={probability}
          error={errors.probability}
          onChange={(event) => setProbability(event.target.value)}
        />
        {errors.form && (
          <p role="alert" className="crm-form__error">
            {errors.form}
          </p>
        )}
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('crmBoard.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
