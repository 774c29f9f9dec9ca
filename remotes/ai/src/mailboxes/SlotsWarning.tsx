import { Button } from '@outreach/design-system';
import { limitReachedCode } from '@outreach/core/billing';
import { requestUpgrade, useT } from '@outreach/sdk';
import type { MailboxSlots } from './hosted-mailboxes-api';

/**
 * spec ai-telephony §8 "Not enough mailbox slots" (a warning): every slot of the plan is taken.
 * The way out is more slots, which come with a higher plan: the upgrade prompt (limit_reached).
 */
export function SlotsWarning({ slots, message }: { slots: MailboxSlots; message?: string }) {
  const t = useT('ai');
  return (
    <div className="ai-mail__warning" role="alert">
      <strong>{t('mailboxes.mailboxes.noSlotsTitle')}</strong>
      <span>{message ?? t('mailboxes.mailboxes.noSlotsText', { count: slots.limit ?? 0 })}</span>
      <div>
        <Button
          size="sm"
          onClick={() =>
            requestUpgrade({
              code: limitReachedCode,
              feature: 'mailbox_slot',
              limit: slots.limit ?? undefined,
              message,
            })
          }
        >
          {t('mailboxes.mailboxes.moreSlots')}
        </Button>
      </div>
    </div>
  );
}

/** No slot left to create a mailbox with (null: unlimited). */
export function slotsRunOut(slots: MailboxSlots): boolean {
  return slots.available !== null && slots.available <= 0;
}
