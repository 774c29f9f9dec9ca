import { html } from 'hono/html';
import type { AppDependencies } from '../../platform/context';
import type { SecretMailKind, SecretMailMessage } from '../../providers/system-mail/mail.provider';
import { type MailBrand, sendSecretMail } from '../whitelabels';

/**
 * The account emails (activation, restore, and every other mail that carries a code or a link into
 * an account) and the one way they are sent: sendAccountEmail. Issue 23 items 4 and 8: the
 * platform's transport carries them, in the brand's name, never the brand's own SMTP server; their
 * links open on the user's brand's domain (else PUBLIC_URL, else the server's address), never on a
 * request's Host.
 */

/**
 * Sends an account email of `brandValue`'s brand (a user's or workspace's `brand`): `build` gets the
 * brand's name and link origin and returns the message (activationEmail, restoreEmail, ...).
 * A failure to send is logged, not thrown: false then (the caller decides whether the user hears).
 */
export async function sendAccountEmail(
  deps: Pick<AppDependencies, 'db' | 'mail' | 'linkOrigin' | 'brandFallback' | 'logger'>,
  brandValue: string | null | undefined,
  build: (brand: MailBrand) => Promise<SecretMailMessage>,
): Promise<boolean> {
  let kind: string | undefined;
  try {
    await sendSecretMail(deps, brandValue, async (brand) => {
      const message = await build(brand);
      kind = message.kind;
      return message;
    });
    return true;
  } catch (error) {
    deps.logger.error({ err: error, kind }, 'could not send email');
    return false;
  }
}

interface EmailParts {
  to: string;
  kind: SecretMailKind;
  subject: string;
  greeting: string;
  /** Plain sentences before the link. */
  lines: string[];
  action: { label: string; url: string };
  /** Plain sentences after the link. */
  after: string[];
}

/** A short transactional email as text and as HTML; the link is shown in both. */
async function compose(parts: EmailParts): Promise<SecretMailMessage> {
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
  /** MailBrand.name (sendAccountEmail's `build` gets it). */
  brandName: string;
  /** Built on MailBrand.origin, never on a request's origin. */
  link: string;
}

const greeting = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi,');

/** Sent on sign-up and by GET /auth/activate_email; the link opens /auth/activate-email. */
export function activationEmail(input: AuthEmailInput): Promise<SecretMailMessage> {
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
export function restoreEmail(input: AuthEmailInput): Promise<SecretMailMessage> {
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

/**
 * Sent by POST /users/change_email to the NEW address (issue 23 item 3); the link opens
 * /auth/confirm-email-change and works for 24 hours. The address changes only when it is opened.
 */
export function emailChangeConfirmEmail(
  input: AuthEmailInput & { newEmail: string },
): Promise<SecretMailMessage> {
  return compose({
    to: input.to,
    kind: 'email_change',
    subject: `Confirm your new email for ${input.brandName}`,
    greeting: greeting(input.firstName),
    lines: [
      `You asked to sign in to ${input.brandName} with ${input.newEmail} from now on. Please confirm that this is your email address. The link below works for 24 hours.`,
    ],
    action: { label: 'Confirm my new email', url: input.link },
    after: ['If you did not ask for this, ignore this email: nothing changes.'],
  });
}

/**
 * The notices to the OLD address: that a change was asked for (`requested`) and that it happened
 * (`changed`). They carry no code; the link leads to a password reset, for a change the owner did
 * not make. Sent through the platform's transport like the rest (kind email_change).
 */
export function emailChangeNotice(
  input: AuthEmailInput & { newEmail: string; stage: 'requested' | 'changed' },
): Promise<SecretMailMessage> {
  const requested = input.stage === 'requested';
  return compose({
    to: input.to,
    kind: 'email_change',
    subject: requested
      ? `A change of your ${input.brandName} sign-in email was requested`
      : `Your ${input.brandName} sign-in email was changed`,
    greeting: greeting(input.firstName),
    lines: [
      requested
        ? `Someone signed in to your account asked to change its sign-in email to ${input.newEmail}. It changes only when that address confirms.`
        : `The sign-in email of your account is now ${input.newEmail}. This address no longer signs in, and every other session was signed out.`,
    ],
    action: { label: 'This was not me: reset my password', url: input.link },
    after: ['If it was you, there is nothing to do.'],
  });
}
