import { html } from 'hono/html';
import type { MailMessage } from '../../providers/system-mail/mail.provider';

interface EmailParts {
  to: string;
  kind: string;
  subject: string;
  greeting: string;
  /** Plain sentences before the link. */
  lines: string[];
  action: { label: string; url: string };
  /** Plain sentences after the link. */
  after: string[];
}

/** A short transactional email as text and as HTML; the link is shown in both. */
async function compose(parts: EmailParts): Promise<MailMessage> {
  const text = [
    parts.greeting,
    '',
    ...parts.lines,
    '',
    `${parts.action.label}: ${parts.action.url}`,
    '',
    ...parts.after,
  ].join('\n');
  const body = await html`<!doctype html>
<html>
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">
    <p>${parts.greeting}</p>
    ${parts.lines.map((line) => html`<p>${line}</p>`)}
    <p><a href="${parts.action.url}" style="color: #1a7f37; font-weight: 600">${parts.action.label}</a></p>
    <p style="font-size: 13px; color: #52606d">${parts.action.url}</p>
    ${parts.after.map((line) => html`<p style="font-size: 13px; color: #52606d">${line}</p>`)}
  </body>
</html>`;
  return { to: parts.to, kind: parts.kind, subject: parts.subject, text, html: String(body) };
}

export interface AuthEmailInput {
  to: string;
  firstName: string;
  brandName: string;
  link: string;
}

const greeting = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi,');

/** Sent on sign-up and by GET /auth/activate_email; the link opens /auth/activate-email. */
export function activationEmail(input: AuthEmailInput): Promise<MailMessage> {
  return compose({
    to: input.to,
    kind: 'activation',
    subject: `Confirm your email for ${input.brandName}`,
    greeting: greeting(input.firstName),
    lines: [`Welcome to ${input.brandName}! Please confirm that this is your email address.`],
    action: { label: 'Confirm my email', url: input.link },
    after: [`If you did not sign up for ${input.brandName}, you can ignore this email.`],
  });
}

/** Sent by POST /auth/restore; the link opens /auth/restore-password and works for 60 minutes. */
export function restoreEmail(input: AuthEmailInput): Promise<MailMessage> {
  return compose({
    to: input.to,
    kind: 'restore',
    subject: `Reset your ${input.brandName} password`,
    greeting: greeting(input.firstName),
    lines: ['Someone asked to reset the password of your account. The link below works for 60 minutes.'],
    action: { label: 'Choose a new password', url: input.link },
    after: ['If it was not you, ignore this email: your password stays the same.'],
  });
}
