import { Button, Modal } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { ApiKeyJson } from '@outreach/core/outreach';

export interface RevokeApiKeyModalProps {
  apiKey: ApiKeyJson;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Revoking can not be undone and breaks the tools using the key, so it asks first. */
export function RevokeApiKeyModal({ apiKey, busy, error, onConfirm, onClose }: RevokeApiKeyModalProps) {
  const t = useT('inbox');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('apiKeys.revokeModal.title', { name: apiKey.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('apiKeys.revokeModal.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {t('apiKeys.revokeModal.confirm')}
          </Button>
        </>
      }
    >
      <div className="api-keys-form">
        <p>{t('apiKeys.revokeModal.description')}</p>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    </Modal>
  );
}
