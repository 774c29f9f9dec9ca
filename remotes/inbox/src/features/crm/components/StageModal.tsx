import { Input } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { StageJson } from '@outreach/core/outreach';
import { type StageInput, useSaveStage } from '../hooks/useCrm';
import { CrmFormModal, failureText } from './CrmFormModal';

interface StageModalProps {
  pipelineId: string;
  stage: StageJson | null;
  onClose: () => void;
}

/** Add or edit a stage: name required, probability a positive number 1..100 (spec outreach §5). */
export function StageModal({ pipelineId, stage, onClose }: StageModalProps) {
  const t = useT('inbox');
  const save = useSaveStage();
  // The server's own check (at most 100) answers in its words, shown under the form.
  const schema = useMemo(() => {
    const probabilityInvalid = t('crmBoard.probabilityInvalid');
    return z.object({
      name: z.string().trim().min(1, t('crmBoard.fillField')),
      probability: z
        .string()
        .refine((text) => text.trim() !== '', probabilityInvalid)
        .transform(Number)
        .pipe(z.number().int(probabilityInvalid).min(1, probabilityInvalid)),
    });
  }, [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: stage?.name ?? '', probability: stage ? String(stage.probability) : '' },
  });
  // The schema's output: the name trimmed, the probability a number.
  const submit = handleSubmit(async ({ name, probability }) => {
    const input: StageInput = { name, probability, pipeline_id: pipelineId };
    try {
      await save.mutateAsync({ id: stage?._id ?? null, input });
      onClose();
    } catch (failure) {
      // The server's words ("probability: Probability can not be more than 100").
      setError('root.server', { message: failureText(failure) });
    }
  });
  const title = stage ? t('crmBoard.editStage') : t('crmBoard.addStage');
  return (
    <CrmFormModal
      title={title}
      saving={save.isPending}
      serverError={errors.root?.server?.message}
      onSubmit={submit}
      onClose={onClose}
    >
      <Input
        label={t('crmBoard.stageName')}
        maxLength={100}
        {...register('name')}
        error={errors.name?.message}
      />
      <Input
        label={t('crmBoard.stageProbability')}
        type="number"
        min={1}
        max={100}
        {...register('probability')}
        error={errors.probability?.message}
      />
    </CrmFormModal>
  );
}
