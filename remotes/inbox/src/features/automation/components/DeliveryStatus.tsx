import { useT } from '@outreach/sdk';
import type { WebhookDelivery } from '../automation.types';

/** A delivery's status as a coloured pill (delivered, pending, sending, failed). */
export function DeliveryStatus({ status }: { status: WebhookDelivery['status'] }) {
  const t = useT('automation');
  return <span className={`automation-status automation-status--${status}`}>{t(`status.${status}`)}</span>;
}
