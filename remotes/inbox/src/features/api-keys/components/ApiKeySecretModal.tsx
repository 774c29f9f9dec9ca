import { Button, Input, Modal, showSnackbar } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { CreatedApiKeyJson } from '@outreach/sdk/outreach';

/**
 * The new key's secret, shown this once: the API keeps only its hash, so closing the modal
 * loses it for good (the page drops it from memory on close).
 */
export function ApiKeySecretModal({ created, onClose }: { created: CreatedApiKeyJson; onClose: () => void }) {
  const t = useT('inbox');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      showSnackbar({ type: 'success', text: t('apiKeys.secretModal.copied') });
    } catch (error) {
      // No clipboard (insecure origin, denied permission): the key stays selectable on screen.
      showSnackbar({ type: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('apiKeys.secretModal.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('apiKeys.secretModal.copy')}
          </Button>
          <Button onClick={onClose}>{t('apiKeys.secretModal.done')}</Button>
        </>
      }
    >
      <div className="api-keys-form">
        <p className="api-keys-warning" role="alert">
          {t('apiKeys.secretModal.warning')}
        </p>
        <Input
          className="api-keys-secret"
          label={t('apiKeys.secretModal.label')}
          value={created.secret}
          readOnly
          onFocus={(event) => event.target.select()}
        />
      </div>
    </Modal>
  );
}
