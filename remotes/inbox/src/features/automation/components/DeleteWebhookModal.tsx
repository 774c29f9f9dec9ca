import { Button, Modal } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { Webhook } from '../automation.types';

export function DeleteWebhookModal(props: {
  webhook: Webhook;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT('automation');
  return (
    <Modal
      open
      onClose={props.onClose}
      title={t('webhooks.confirmDelete.title')}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('webhooks.confirmDelete.cancel')}
          </Button>
          <Button variant="danger" disabled={props.busy} onClick={props.onConfirm}>
            {t('webhooks.confirmDelete.confirm')}
          </Button>
        </>
      }
    >
      <p>
        {t('webhooks.confirmDelete.text', {
          name: props.webhook.name || props.webhook.url,
          url: props.webhook.url,
        })}
      </p>
      {props.error ? (
        <p className="automation-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </Modal>
  );
}
