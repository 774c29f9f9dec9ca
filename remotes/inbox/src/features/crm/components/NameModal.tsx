import { Input } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CrmFormModal, failureText } from './CrmFormModal';

interface NameModalProps {
  title: string;
  label: string;
  initial: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** New or renamed pipeline: a name required ("Fill this field"); a taken name gets the server's 409 text. */
export function NameModal({ title, label, initial, onSave, onClose }: NameModalProps) {
  const t = useT('inbox');
  const schema = useMemo(() => z.object({ name: z.string().trim().min(1, t('crmBoard.fillField')) }), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { name: initial } });
  // The schema's output is trimmed.
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
      onClose();
    } catch (failure) {
      setError('name', { message: failureText(failure) });
    }
  });
  return (
    <CrmFormModal title={title} saving={isSubmitting} onSubmit={submit} onClose={onClose}>
      <Input label={label} maxLength={100} {...register('name')} error={errors.name?.message} />
    </CrmFormModal>
  );
}
