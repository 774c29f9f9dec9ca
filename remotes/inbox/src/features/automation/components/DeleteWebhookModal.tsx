import { ConfirmDialog } from '@outreach/design-system';
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
    <ConfirmDialog
      onClose={props.onClose}
      title={t('webhooks.confirmDelete.title')}
      cancelLabel={t('webhooks.confirmDelete.cancel')}
      confirmLabel={t('webhooks.confirmDelete.confirm')}
      confirm={{ variant: 'danger', disabled: props.busy, onClick: props.onConfirm }}
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
    </ConfirmDialog>
  );
}
