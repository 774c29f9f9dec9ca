import { Button, Input, Modal, showSnackbar } from '@outreach/design-system';
import { useT } from '@outreach/sdk';

/**
 * The signing secret, shown this once (after create or rotate): the list answers only its last
 * characters, and closing the modal drops it from memory.
 */
export function WebhookSecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useT('automation');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showSnackbar({ type: 'success', text: t('webhooks.secret.copied') });
    } catch (error) {
      // No clipboard (insecure origin, denied permission): the secret stays selectable on screen.
      showSnackbar({ type: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('webhooks.secret.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('webhooks.secret.copy')}
          </Button>
          <Button onClick={onClose}>{t('webhooks.secret.done')}</Button>
        </>
      }
    >
      <div className="automation-form">
        <p className="automation-warning" role="alert">
          {t('webhooks.secret.warning')}
        </p>
        <Input
          className="automation-mono"
          label={t('webhooks.secret.label')}
          value={secret}
          readOnly
          data-webhook-secret=""
          onFocus={(event) => event.target.select()}
        />
      </div>
    </Modal>
  );
}
