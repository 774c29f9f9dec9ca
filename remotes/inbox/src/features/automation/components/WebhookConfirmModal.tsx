import { ConfirmDialog } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { Webhook } from '../automation.types';

/** What a confirmation is about: deleting the webhook, or replacing its signing secret. */
export type WebhookConfirmKind = 'delete' | 'rotate';

const keys = {
  delete: 'confirmDelete',
  rotate: 'confirmRotate',
} as const satisfies Record<WebhookConfirmKind, string>;

/**
 * Asks before an action that cannot be undone: a delete, or a new secret (the old one stops working
 * at once, so the receiver must be updated before it can verify deliveries again).
 */
export function WebhookConfirmModal(props: {
  kind: WebhookConfirmKind;
  webhook: Webhook;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT('automation');
  const key = keys[props.kind];
  return (
    <ConfirmDialog
      onClose={props.onClose}
      title={t(`webhooks.${key}.title`)}
      cancelLabel={t(`webhooks.${key}.cancel`)}
      confirmLabel={t(`webhooks.${key}.confirm`)}
      confirm={{
        variant: props.kind === 'delete' ? 'danger' : 'primary',
        disabled: props.busy,
        onClick: props.onConfirm,
      }}
    >
      <p>
        {t(`webhooks.${key}.text`, {
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
