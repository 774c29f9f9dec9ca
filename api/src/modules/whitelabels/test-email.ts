import nodemailer from 'nodemailer';
import type { AppDependencies } from '../../platform/context';
import { AppError } from '../../errors';
import {
  mailFailureMessage,
  securityMismatch,
  withMailProbe,
} from '../../providers/outreach-email/mail-errors';
import { messageSmtpTimeoutMs, messageTransportOptions } from '../../providers/system-mail/smtp.provider';
import { pinnedHost, ssrfMessages } from '../../ssrf';
import { type AdminScope, assertBrandInScope } from '../../platform/admin-scope';
import { brandMail } from './brand-mail';
import { whitelabelMessages } from './messages';
import { whitelabelRow } from '../../platform/brands';
import type { WhitelabelOptions } from './whitelabels.service';

/**
 * POST /admin/emails/test: one email through the brand's configuration, answered with the sender
 * used. With an SMTP server, the send goes straight through it (5 s timeouts) so its failure
 * comes back as a 400 with the reason; without, through the deployment's mail (outbox or SMTP_URL).
 * Mails that carry a secret never take the brand's server (issue 23 item 4): the sender this
 * answers is that of the brand's plain mails; its secret ones come from the platform's transport.
 */
export async function sendTestEmail(
  deps: Pick<AppDependencies, 'db' | 'mail'>,
  scope: AdminScope,
  input: { whitelabel_id: string; to: string },
  options: WhitelabelOptions,
): Promise<{ sent: true; from: string }> {
  assertBrandInScope(scope, input.whitelabel_id, whitelabelMessages.notFound);
  const row = await whitelabelRow(deps.db, input.whitelabel_id);
  if (!row) throw new AppError(404, whitelabelMessages.notFound);
  // A test email carries no secret: it may go through the brand's own SMTP server (brand-mail.ts).
  const mail = await brandMail(deps.db, row.id, 'test');
  const name = row.settings.name;
  const message = {
    to: input.to,
    subject: `Test email from ${name}`,
    text: `This is a test email from ${name}. Its system emails (activation, password reset, invitations) will look like this one.`,
    kind: 'test' as const,
  };
  if (!mail.smtp) {
    const sent = await deps.mail.send({ ...message, ...mail });
    return { sent: true, from: sent.from };
  }
  const smtp = mail.smtp;
  // The same words as the mailbox settings (mail-errors.ts): a TLS choice that cannot work on a
  // standard port is said at once, before any waiting.
  const mismatch = securityMismatch(smtp, 'smtp');
  if (mismatch) throw new AppError(400, mismatch.message);
  // Refused before any connection (the same answer whatever listens there), then connected to the
  // address checked, not the name resolved again (ssrf.ts pinnedHost).
  const pinned = await pinnedHost(smtp.host, options.mailServersAllowPrivate, ssrfMessages.privateMailServer);
  const from = mail.from ?? `${name} <${row.emailConfig.senderAddress ?? ''}>`;
  const transport = nodemailer.createTransport(messageTransportOptions({ ...smtp, ...pinned }));
  try {
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: { 'X-Mail-Kind': message.kind },
    });
  } catch (error) {
    // The reasons are shared with the mailbox settings (providers/outreach-email/mail-errors.ts).
    const probed = await withMailProbe(error, { ...smtp, ...pinned }, messageSmtpTimeoutMs);
    throw new AppError(400, mailFailureMessage(probed, smtp, 'smtp', messageSmtpTimeoutMs));
  } finally {
    transport.close();
  }
  return { sent: true, from };
}
