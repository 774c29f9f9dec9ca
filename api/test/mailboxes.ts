import { expect } from 'vitest';
import { type CredentialRow, credentials } from '../src/db/schema';
import type { IntegrationJson } from '../src/modules/integrations/integrations.schema';
import type { Member, TestContext } from './helpers';

let senderSequence = 0;

export interface SmtpMailbox {
  /** The test SMTP server's port (startSmtpServer). */
  port: number;
  user: string;
  password: string;
  fromName: string;
  /** Also read replies from the test IMAP server on this port. */
  imapPort?: number;
}

/**
 * A sender of `member`'s workspace whose mailbox is connected the way a user connects it:
 * `POST /integrations/smtp/connect`, then `PUT /integrations/smtp/{id}/add_smtp`.
 */
export async function connectSmtpSender(
  ctx: TestContext,
  member: Member,
  mailbox: SmtpMailbox,
): Promise<{ credential: CredentialRow; integrationId: string }> {
  senderSequence += 1;
  const [credential] = await ctx.database.db
    .insert(credentials)
    .values({ spaceId: member.space.id, username: `sender-${senderSequence}@sender.test`, timezone: 'UTC' })
    .returning();
  if (!credential) throw new Error('no credential');
  const connect = await ctx.request<{ integration: IntegrationJson }>(
    `/api/integrations/smtp/connect?credentials_id=${credential.id}`,
    { method: 'POST', token: member.token },
  );
  const integrationId = connect.payload.integration._id;
  const added = await ctx.request(`/api/integrations/smtp/${integrationId}/add_smtp`, {
    method: 'PUT',
    token: member.token,
    body: {
      host: '127.0.0.1',
      port: mailbox.port,
      secure: false,
      user: mailbox.user,
      password: mailbox.password,
      from_name: mailbox.fromName,
      from_email: mailbox.user,
      ...(mailbox.imapPort
        ? { imap_host: '127.0.0.1', imap_port: mailbox.imapPort, imap_secure: false }
        : {}),
    },
  });
  expect(added.status).toBe(200);
  return { credential, integrationId };
}
