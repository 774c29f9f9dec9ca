/** /ai_email/mailboxes (issue 29): the mailboxes the product hosts on the workspace's domains. */
import type { ApiSchema } from '@outreach/core/contract';
import { api } from '@outreach/sdk';

export type HostedMailbox = ApiSchema<'HostedMailbox'>;
export type MailboxList = ApiSchema<'HostedMailboxList'>;
export type MailboxSlots = ApiSchema<'MailboxSlots'>;
export type CreatedMailbox = ApiSchema<'CreatedHostedMailbox'>;

export function fetchMailboxes(): Promise<MailboxList> {
  return api.GET('/ai_email/mailboxes');
}

export function createMailbox(body: {
  domain_id: string;
  local_part: string;
  from_name: string;
}): Promise<CreatedMailbox> {
  return api.POST('/ai_email/mailboxes', { body });
}

export function deleteMailbox(id: string): Promise<{ id: string }> {
  return api.DELETE('/ai_email/mailboxes/{id}', { path: { id } });
}

/**
 * spec ai-telephony §2 named route ai-emails-mailboxes-warm-up. Warm-up runs on a mailbox's email
 * integration (/ai_email/warmup/{mailboxId} takes the integration's id, connected or hosted alike);
 * null while the mailbox has none.
 */
export function warmUpPath(mailbox: HostedMailbox): string | null {
  return mailbox.integration_id
    ? `/mailboxes/mailboxes/warm-up/${encodeURIComponent(mailbox.integration_id)}`
    : null;
}
