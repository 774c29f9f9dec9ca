import nodemailer from 'nodemailer';
import type { AppDependencies } from '../../context';
import { AppError } from '../../errors';
import type { MailSmtp } from '../../providers/system-mail/mail.provider';
import { messageTransportOptions } from '../../providers/system-mail/smtp.provider';
import { assertPublicHost, ssrfMessages } from '../../ssrf';
import { type AdminScope, assertBrandInScope } from '../admin/admin-scope';
import { brandMail } from './brand-mail';
import { whitelabelMessages } from './messages';
import { whitelabelRow } from './registry';
import type { WhitelabelOptions } from './whitelabels.service';

interface SmtpFailure {
  code?: string;
  message?: string;
  responseCode?: number;
  response?: string;
}

/**
 * A readable reason for an SMTP failure (issue 14 "test email"): what the admin should change,
 * never a stack or a driver's code alone.
 */
export function smtpFailureMessage(error: unknown, smtp: MailSmtp): string {
  const failure = (error ?? {}) as SmtpFailure;
  const text = `${failure.message ?? ''}`;
  const where = `${smtp.host}:${smtp.port}`;
  if (failure.code === 'EAUTH' || failure.responseCode === 535)
    return 'The SMTP server refused the user name or password';
  if (/wrong version number|ssl3_get_record|packet length too long|unknown protocol|EPROTO/i.test(text))
    return `Port ${smtp.port} uses STARTTLS: turn SSL off`;
  if (!smtp.secure && /greeting never received/i.test(text)) return `Port ${smtp.port} uses SSL: turn SSL on`;
  if (/ECONNREFUSED/.test(text)) return `Could not connect to ${where}: connection refused`;
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/i.test(text) || failure.code === 'EDNS')
    return `Could not connect to ${where}: host not found`;
  if (failure.code === 'ETIMEDOUT' || /timeout|timed out/i.test(text))
    return `Could not connect to ${where}: no answer in 5 seconds`;
  if (/ECONNRESET|socket hang up|closed/i.test(text))
    return `Could not connect to ${where}: the connection was closed`;
  if (/certificate|self.signed|CERT_/i.test(text)) return `The TLS certificate of ${smtp.host} is not valid`;
  if (failure.responseCode && failure.response)
    return `The SMTP server refused the email: ${failure.response.slice(0, 200)}`;
  return `Could not send through ${where}: ${text.slice(0, 200) || 'unknown error'}`;
}

/**
 * POST /admin/emails/test: one email through the brand's configuration, answered with the sender
 * used. With an SMTP server, the send goes straight through it (5 s timeouts) so its failure
 * comes back as a 400 with the reason; without, through the deployment's mail (outbox or SMTP_URL).
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
  const mail = await brandMail(deps.db, row.id);
  const name = row.settings.name;
  const message = {
    to: input.to,
    subject: `Test email from ${name}`,
    text: `This is a test email from ${name}. Its system emails (activation, password reset, invitations) will look like this one.`,
    kind: 'test',
  };
  if (!mail.smtp) {
    const sent = await deps.mail.send({ ...message, ...mail });
    return { sent: true, from: sent.from };
  }
  const smtp = mail.smtp;
  await assertPublicHost(smtp.host, options.mailServersAllowPrivate, ssrfMessages.privateMailServer);
  const from = mail.from ?? `${name} <${row.emailConfig.senderAddress ?? ''}>`;
  const transport = nodemailer.createTransport(messageTransportOptions(smtp));
  try {
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: { 'X-Mail-Kind': message.kind },
    });
  } catch (error) {
    throw new AppError(400, smtpFailureMessage(error, smtp));
  } finally {
    transport.close();
  }
  return { sent: true, from };
}
