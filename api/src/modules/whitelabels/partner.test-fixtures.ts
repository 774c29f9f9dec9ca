import type { Member, TestContext } from '../../../test/helpers';

/**
 * The white-label the brand suites (whitelabels.test.ts, secret-mail.test.ts) set up and mail
 * through: 'partner', sending as "Partner Team", its SMTP server the local one of the test
 * (login mailer / s3cret, providers/outreach-email/testing/mail-servers.ts).
 */
export const partnerSender = { sender_name: 'Partner Team', sender_address: 'hello@partner.test' };

/** The brand's SMTP settings pointing at the test server on `port`, with `extra` (a password, secure). */
export function partnerSmtp(port: number, extra: { password?: string; secure?: boolean } = {}) {
  return { host: '127.0.0.1', port, secure: false, user: 'mailer', ...extra };
}

/** PUT the partner brand's mail settings as `member`: `sender` (the default one) and `smtp`. */
export function putPartnerEmailConfig(
  ctx: TestContext,
  member: Member,
  smtp: ReturnType<typeof partnerSmtp> | null,
  sender: { sender_name: string; sender_address: string } = partnerSender,
) {
  return ctx.api.put('/admin/whitelabels/{id}/email_config', {
    path: { id: 'partner' },
    token: member.token,
    body: { ...sender, smtp },
  });
}

/** POST /admin/emails/test for the partner brand, to check@example.test, as `member`. */
export function sendPartnerTestEmail(ctx: TestContext, member: Member) {
  return ctx.api.post('/admin/emails/test', {
    token: member.token,
    body: { whitelabel_id: 'partner', to: 'check@example.test' },
  });
}

/** A sign-up as the sign-up page sends it (terms and privacy accepted). */
export function signUpBody(email: string) {
  return {
    email,
    password: 'sign up passphrase',
    first_name: 'Nia',
    last_name: 'New',
    phone: '+234 801 234 5678',
    country: 'NG',
    terms_accepted: true,
    privacy_accepted: true,
  };
}
