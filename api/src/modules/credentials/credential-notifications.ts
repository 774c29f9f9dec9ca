import type { NotificationModal } from '@outreach/core/outreach';
import type { AuthStatus, CredentialStatus, RequiredSubscriptions } from '../../db/schema';
import { supportedTwoFactorMethod } from '../../providers/social-network/social-network.driver';

/**
 * Account notices (spec platform §8 "Account notices", ai-telephony §8
 * "Notifications for broken accounts") derived from a credential's state. Each
 * opens the repair modal of ai-telephony §2 that fixes it, or a page. Danger
 * notices are `withoutDuration` (shown as non-expiring warnings on load); the
 * client remembers closed ones under `shownNotifications` by `_id`.
 *
 * Not derived here, for lack of data in this issue: broken integration, all
 * workflows inactive and expired CRM token (their issues add them).
 */

export type NotificationAction =
  | { type: 'modal'; meta: { modal: NotificationModal; credential_id: string } }
  | { type: 'router'; meta: { to: string } };

export const notificationKinds = [
  'unpaid',
  'suspended',
  'invalid_password',
  'change_password',
  'invalid_captcha',
  'broken_automation',
  'security_code_needed',
  'security_code_wrong',
  'security_code_expired',
  'phone_needed',
  'phone_wrong',
  'two_factor_required',
  'two_factor_unsupported',
  'two_factor_wrong',
  'two_factor_locked',
  'verify_email',
  'connection_limited',
  'inmails_limited',
  'waiting_for_authorization',
  'hibernated',
  'sales_navigator',
  'limited_login',
  'subscription_required',
  'broken_integration',
  'all_campaigns_inactive',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export interface CredentialNotification {
  /** Stable per credential and kind, so a closed notice stays closed. */
  _id: string;
  kind: NotificationKind;
  credential_id: string;
  type: 'danger' | 'warning' | 'info';
  title: string;
  text: string;
  action?: NotificationAction;
  /** Danger notices do not expire (platform §8). */
  withoutDuration: boolean;
  hasClosedButton: true;
}

/** The credential fields the notices read (a CredentialJson has them all). */
export interface NotifiableCredential {
  _id: string;
  username: string;
  full_name: string;
  status: CredentialStatus;
  automation_type: 'cloud' | 'extension';
  activity_dict: { status: string; text: string } | null;
  wait_for_authorization: boolean;
  hibernated_at: string | null;
  connect_limited_at: string | null;
  inmail_limited_at: string | null;
  login_limited_at: string | null;
  sales_error: string | null;
  required_subscriptions: RequiredSubscriptions;
  required_actions: { verify_email?: boolean };
  required_2fa: string | null;
  two_factor: { status: 'invalid' | 'failed' | 'temporarily_locked' | null } | null;
  auth_status: AuthStatus;
  is_code_expired: boolean;
}

/** What the outreach area knows about the credential (credentials.service.ts `credentialOutreach`). */
export interface CredentialOutreach {
  /** Campaigns (not archived or deleted) that send through it, and how many of them are active. */
  campaigns: number;
  active_campaigns: number;
  /** Its email integrations the mail server refused (address, else provider). */
  broken_integrations: string[];
}

/** The workspace facts the notices read. */
export interface NotifiableSpace {
  is_paid: boolean;
  is_billing_enabled: boolean;
  /** False for the brands of platform §1 that get no subscription-required notifications. */
  subscription_notices: boolean;
}

const subscriptionNames: Record<keyof RequiredSubscriptions, string> = {
  premium_at: 'Premium',
  sales_navigator_at: 'Sales Navigator',
  recruiter_at: 'Recruiter',
};

/** Adds one notice (its id, action and close behaviour derived) to the credential's list. */
type AddNotice = (
  kind: NotificationKind,
  type: CredentialNotification['type'],
  title: string,
  text: string,
  action?: NotificationModal | { to: string },
) => void;

/** The account itself: suspended, wrong or expired password, captcha, broken automation. */
function connectionNotices(credential: NotifiableCredential, name: string, add: AddNotice): void {
  if (credential.status === 'blocked' || credential.status === 'deleted') {
    add(
      'suspended',
      'danger',
      'Account suspended',
      `The network has suspended ${name}. Contact support to restore it.`,
    );
  }
  if (credential.status === 'invalid' || credential.auth_status.wrong_password) {
    add(
      'invalid_password',
      'danger',
      'Invalid password',
      `The password of ${name} is not valid any more. Update it to reconnect.`,
      'credentialsUpdate',
    );
  }
  if (credential.auth_status.must_change_password) {
    add(
      'change_password',
      'danger',
      'Change password',
      `The network asks you to change the password of ${name}. Change it there, then enter the new one here.`,
      'changePass',
    );
  }
  if (credential.auth_status.challenged_at && !credential.auth_status.logged_in_at) {
    add(
      'invalid_captcha',
      'danger',
      'Invalid captcha',
      `The network challenged the login of ${name} with a captcha. Try to connect again.`,
      'credentialsUpdate',
    );
  }
  if (credential.activity_dict?.status === 'error') {
    add(
      'broken_automation',
      'danger',
      'Broken automation',
      credential.activity_dict.text || `The automation of ${name} stopped working. Reconnect the account.`,
      'credentialsUpdate',
    );
  }
}

/** What the login waits for: a security code, a phone number, two-step verification, an email check. */
function verificationNotices(credential: NotifiableCredential, name: string, add: AddNotice): void {
  const code = credential.auth_status.security_code;
  const phone = credential.auth_status.phone;
  if (code?.requested_at) {
    if (credential.is_code_expired) {
      add(
        'security_code_expired',
        'danger',
        'Security code expired',
        `The security code for ${name} has expired. Resend it to get a new one.`,
        'code',
      );
    } else if (code.is_wrong) {
      add(
        'security_code_wrong',
        'danger',
        'Wrong security code',
        `The security code for ${name} was wrong.`,
        'code',
      );
    } else {
      const where =
        code.pin_type === 'app' ? 'your authenticator app' : code.pin_type === 'sms' ? 'SMS' : 'email';
      add(
        'security_code_needed',
        'danger',
        'Security code needed',
        `Enter the security code the network sent to ${name} by ${where}.`,
        'code',
      );
    }
  }
  if (phone?.requested_at) {
    if (phone.is_wrong) {
      add(
        'phone_wrong',
        'danger',
        'Wrong phone number',
        `The network refused the phone number for ${name}.`,
        'phone',
      );
    } else {
      add(
        'phone_needed',
        'danger',
        'Phone number needed',
        `The network asks for a phone number for ${name}.`,
        'phone',
      );
    }
  }
  if (credential.required_2fa && credential.required_2fa !== supportedTwoFactorMethod) {
    add(
      'two_factor_unsupported',
      'danger',
      'Unsupported two-step verification',
      'Only Microsoft two step verification is supported, contact tech support',
    );
  } else if (credential.two_factor?.status === 'invalid' || credential.two_factor?.status === 'failed') {
    add(
      'two_factor_wrong',
      'danger',
      'Two-step verification failed',
      '2FA username or password is wrong, please update it',
      'twoFactor',
    );
  } else if (credential.two_factor?.status === 'temporarily_locked') {
    add(
      'two_factor_locked',
      'warning',
      'Two-step mailbox locked',
      `The two-step verification mailbox of ${name} is temporarily locked.`,
      'twoFactor',
    );
  } else if (credential.required_2fa) {
    add(
      'two_factor_required',
      'danger',
      'Two-step verification required',
      `${name} uses two-step verification. Add the mailbox that receives its codes.`,
      'twoFactor',
    );
  }
  if (credential.required_actions.verify_email) {
    add(
      'verify_email',
      'danger',
      'Verify email',
      `The network asks you to verify the email of ${name}. Confirm it, then continue here.`,
      'verifyEmail',
    );
  }
}

/** The network's limits and waits: connections, InMails, authorization, hibernation, Sales Navigator, login. */
function limitNotices(credential: NotifiableCredential, name: string, add: AddNotice): void {
  if (credential.connect_limited_at) {
    add(
      'connection_limited',
      'warning',
      'Connection limited',
      `The network limited connection requests from ${name} for now.`,
      'connectInfo',
    );
  }
  if (credential.inmail_limited_at) {
    add(
      'inmails_limited',
      'warning',
      'Limited InMails',
      `${name} has run out of InMails for now.`,
      'inmailsInfo',
    );
  }
  if (credential.wait_for_authorization) {
    add(
      'waiting_for_authorization',
      'warning',
      'Waiting for authorization',
      `${name} is waiting for the login to be approved. Approve it, or send an authorization request.`,
      'credentialsUpdate',
    );
  }
  if (credential.status === 'inactive' && credential.hibernated_at) {
    add(
      'hibernated',
      'warning',
      'Hibernated account',
      `${name} was hibernated after 30 days without activity. Reconnect it to resume.`,
      'credentialsUpdate',
    );
  }
  if (credential.sales_error) {
    add('sales_navigator', 'warning', 'Sales Navigator problem', credential.sales_error);
  }
  if (credential.login_limited_at) {
    add(
      'limited_login',
      'info',
      'Limited login',
      `The network limits how often ${name} can log in. The next attempt is made automatically.`,
    );
  }
}

/** The outreach around the account: subscriptions, broken mail integrations, campaigns not running. */
function outreachNotices(
  credential: NotifiableCredential,
  space: NotifiableSpace,
  outreach: CredentialOutreach,
  name: string,
  add: AddNotice,
): void {
  if (space.subscription_notices) {
    const required = (Object.keys(subscriptionNames) as (keyof RequiredSubscriptions)[]).filter(
      (key) => credential.required_subscriptions[key],
    );
    if (required.length > 0) {
      add(
        'subscription_required',
        'info',
        'Subscription required',
        `${name} needs a ${required.map((key) => subscriptionNames[key]).join(' or ')} subscription on the network.`,
      );
    }
  }
  if (outreach.broken_integrations.length > 0) {
    add(
      'broken_integration',
      'danger',
      'Broken integration',
      `The mail server refused ${outreach.broken_integrations.join(', ')} of ${name}: its emails are not sent. Check the integration.`,
      { to: '/integrations?type=email' },
    );
  }
  // Only when it has campaigns and none runs: a new account without campaigns is not a problem.
  if (credential.status === 'active' && outreach.campaigns > 0 && outreach.active_campaigns === 0) {
    add(
      'all_campaigns_inactive',
      'info',
      'All campaigns inactive',
      `None of the campaigns of ${name} is running, so it sends nothing. Start one to resume outreach.`,
      { to: '/campaigns/my-campaigns' },
    );
  }
}

export function notificationsFor(
  credential: NotifiableCredential,
  space: NotifiableSpace,
  outreach: CredentialOutreach = { campaigns: 0, active_campaigns: 0, broken_integrations: [] },
): CredentialNotification[] {
  const name = credential.full_name || credential.username;
  const notices: CredentialNotification[] = [];
  const add: AddNotice = (kind, type, title, text, action) => {
    notices.push({
      _id: `${credential._id}:${kind}`,
      kind,
      credential_id: credential._id,
      type,
      title,
      text,
      ...(action !== undefined && {
        action:
          typeof action === 'string'
            ? { type: 'modal' as const, meta: { modal: action, credential_id: credential._id } }
            : { type: 'router' as const, meta: action },
      }),
      withoutDuration: type === 'danger',
      hasClosedButton: true,
    });
  };

  if (space.is_billing_enabled && !space.is_paid) {
    add(
      'unpaid',
      'danger',
      'Outreach is paused',
      `The workspace is unpaid, so outreach through ${name} is paused.`,
      {
        to: '/billing/overview',
      },
    );
  }
  connectionNotices(credential, name, add);
  verificationNotices(credential, name, add);
  limitNotices(credential, name, add);
  outreachNotices(credential, space, outreach, name, add);
  return notices;
}
