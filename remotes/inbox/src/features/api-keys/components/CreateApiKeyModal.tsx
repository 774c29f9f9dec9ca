import { Button, Input, Modal } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useId, useState } from 'react';

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
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const nameError = !name.trim()
    ? t('apiKeys.createModal.required')
    : name.trim().length > 100
      ? t('apiKeys.createModal.tooLong')
      : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError) return;
    onSubmit(name.trim());
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('apiKeys.createModal.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('apiKeys.createModal.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('apiKeys.createModal.submit')}
          </Button>
        </>
      }
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
          value={name}
          maxLength={200}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          error={touched ? nameError : null}
        />
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </Modal>
  );
}
