import { Input, ConfirmDialog } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

export interface CreateApiKeyModalProps {
  saving: boolean;
  /** The server's refusal (e.g. a name already taken), shown as it words it. */
  error?: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** "New API key": a name only (required, at most 100, the API's rules). */
export function CreateApiKeyModal({ saving, error, onSubmit, onClose }: CreateApiKeyModalProps) {
  const t = useT('inbox');
  const formId = useId();
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('apiKeys.createModal.required'))
          .max(100, t('apiKeys.createModal.tooLong')),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  // The schema's output is trimmed.
  const submit = handleSubmit(({ name }) => onSubmit(name));

  return (
    <ConfirmDialog
      onClose={onClose}
      title={t('apiKeys.createModal.title')}
      cancelLabel={t('apiKeys.createModal.cancel')}
      confirmLabel={t('apiKeys.createModal.submit')}
      confirm={{ type: 'submit', form: formId, loading: saving }}
    >
      <form
        id={formId}
        className="api-keys-form"
        onSubmit={submit}
        noValidate
        aria-label={t('apiKeys.createModal.title')}
      >
        <Input
          label={t('apiKeys.createModal.name')}
          maxLength={200}
          autoFocus
          {...register('name')}
          error={errors.name?.message}
        />
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </ConfirmDialog>
  );
}
