import { ConfirmDialog } from '@outreach/design-system';
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
    <ConfirmDialog
      onClose={onClose}
      title={t('apiKeys.revokeModal.title', { name: apiKey.name })}
      cancelLabel={t('apiKeys.revokeModal.cancel')}
      confirmLabel={t('apiKeys.revokeModal.confirm')}
      confirm={{ variant: 'danger', loading: busy, onClick: onConfirm }}
    >
      <div className="api-keys-form">
        <p>{t('apiKeys.revokeModal.description')}</p>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    </ConfirmDialog>
  );
}
