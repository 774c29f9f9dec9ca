import { describe, expect, it } from 'vitest';
import { emptyAuthStatus } from '../../db/schema';
import {
  type NotifiableCredential,
  type NotifiableSpace,
  type NotificationKind,
  notificationsFor,
} from './credential-notifications';

const id = '00000000-0000-4000-8000-00000000000a';
const at = '2026-01-05T09:00:00.000Z';

function credential(overrides: Partial<NotifiableCredential> = {}): NotifiableCredential {
  return {
    _id: id,
    username: 'ada@example.com',
    full_name: 'Ada Lovelace',
    status: 'active',
    automation_type: 'cloud',
    activity_dict: null,
    wait_for_authorization: false,
    hibernated_at: null,
    connect_limited_at: null,
    inmail_limited_at: null,
    login_limited_at: null,
    sales_error: null,
    required_subscriptions: {},
    required_actions: {},
    required_2fa: null,
    two_factor: null,
    auth_status: { ...emptyAuthStatus, logged_in_at: at },
    is_code_expired: false,
    ...overrides,
  };
}

const paid: NotifiableSpace = { is_paid: true, is_billing_enabled: true, subscription_notices: true };
const code = (overrides: object) => ({
  ...emptyAuthStatus,
  security_code: {
    requested_at: at,
    is_wrong: false,
    is_entering: false,
    pin_type: 'email' as const,
    ...overrides,
  },
});

type Expected = {
  kind: NotificationKind;
  type: 'danger' | 'warning' | 'info';
  title: string;
  modal?: string;
  to?: string;
  text?: string;
};

/** spec: platform §8 account notices / ai-telephony §8, each with the repair modal that fixes it. */
const mapping: [string, Partial<NotifiableCredential>, NotifiableSpace, Expected][] = [
  [
    'unpaid (outreach paused)',
    {},
    { ...paid, is_paid: false },
    { kind: 'unpaid', type: 'danger', title: 'Outreach is paused', to: '/billing/overview' },
  ],
  [
    'blocked account',
    { status: 'blocked' },
    paid,
    { kind: 'suspended', type: 'danger', title: 'Account suspended' },
  ],
  [
    'deleted account',
    { status: 'deleted' },
    paid,
    { kind: 'suspended', type: 'danger', title: 'Account suspended' },
  ],
  [
    'invalid password',
    { status: 'invalid', auth_status: { ...emptyAuthStatus, wrong_password: true } },
    paid,
    { kind: 'invalid_password', type: 'danger', title: 'Invalid password', modal: 'credentialsUpdate' },
  ],
  [
    'change password',
    { auth_status: { ...emptyAuthStatus, logged_in_at: at, must_change_password: true } },
    paid,
    { kind: 'change_password', type: 'danger', title: 'Change password', modal: 'changePass' },
  ],
  [
    'invalid captcha',
    { auth_status: { ...emptyAuthStatus, challenged_at: at, hard_challenge_count: 1 } },
    paid,
    { kind: 'invalid_captcha', type: 'danger', title: 'Invalid captcha', modal: 'credentialsUpdate' },
  ],
  [
    'broken automation',
    { activity_dict: { status: 'error', text: 'The extension stopped responding' } },
    paid,
    {
      kind: 'broken_automation',
      type: 'danger',
      title: 'Broken automation',
      modal: 'credentialsUpdate',
      text: 'The extension stopped responding',
    },
  ],
  [
    'security code needed',
    { auth_status: code({}) },
    paid,
    { kind: 'security_code_needed', type: 'danger', title: 'Security code needed', modal: 'code' },
  ],
  [
    'wrong security code',
    { auth_status: code({ is_wrong: true }) },
    paid,
    { kind: 'security_code_wrong', type: 'danger', title: 'Wrong security code', modal: 'code' },
  ],
  [
    'expired security code',
    { auth_status: code({ is_wrong: true }), is_code_expired: true },
    paid,
    { kind: 'security_code_expired', type: 'danger', title: 'Security code expired', modal: 'code' },
  ],
  [
    'missing phone',
    { auth_status: { ...emptyAuthStatus, phone: { requested_at: at, is_wrong: false, is_entering: false } } },
    paid,
    { kind: 'phone_needed', type: 'danger', title: 'Phone number needed', modal: 'phone' },
  ],
  [
    'wrong phone',
    { auth_status: { ...emptyAuthStatus, phone: { requested_at: at, is_wrong: true, is_entering: false } } },
    paid,
    { kind: 'phone_wrong', type: 'danger', title: 'Wrong phone number', modal: 'phone' },
  ],
  [
    'two-step verification required',
    { required_2fa: 'microsoft' },
    paid,
    {
      kind: 'two_factor_required',
      type: 'danger',
      title: 'Two-step verification required',
      modal: 'twoFactor',
    },
  ],
  [
    'unsupported two-step verification',
    { required_2fa: 'google' },
    paid,
    {
      kind: 'two_factor_unsupported',
      type: 'danger',
      title: 'Unsupported two-step verification',
      text: 'Only Microsoft two step verification is supported, contact tech support',
    },
  ],
  [
    'wrong two-step data',
    { required_2fa: 'microsoft', two_factor: { status: 'invalid' } },
    paid,
    {
      kind: 'two_factor_wrong',
      type: 'danger',
      title: 'Two-step verification failed',
      modal: 'twoFactor',
      text: '2FA username or password is wrong, please update it',
    },
  ],
  [
    'two-step mailbox temporarily locked',
    { two_factor: { status: 'temporarily_locked' } },
    paid,
    { kind: 'two_factor_locked', type: 'warning', title: 'Two-step mailbox locked', modal: 'twoFactor' },
  ],
  [
    'verify email',
    { required_actions: { verify_email: true } },
    paid,
    { kind: 'verify_email', type: 'danger', title: 'Verify email', modal: 'verifyEmail' },
  ],
  [
    'connection limited',
    { connect_limited_at: at },
    paid,
    { kind: 'connection_limited', type: 'warning', title: 'Connection limited', modal: 'connectInfo' },
  ],
  [
    'limited InMails',
    { inmail_limited_at: at },
    paid,
    { kind: 'inmails_limited', type: 'warning', title: 'Limited InMails', modal: 'inmailsInfo' },
  ],
  [
    'waiting for authorization',
    { wait_for_authorization: true },
    paid,
    {
      kind: 'waiting_for_authorization',
      type: 'warning',
      title: 'Waiting for authorization',
      modal: 'credentialsUpdate',
    },
  ],
  [
    'hibernated account',
    { status: 'inactive', hibernated_at: at },
    paid,
    { kind: 'hibernated', type: 'warning', title: 'Hibernated account', modal: 'credentialsUpdate' },
  ],
  [
    'Sales Navigator problem',
    { sales_error: 'Sales Navigator subscription is not active' },
    paid,
    {
      kind: 'sales_navigator',
      type: 'warning',
      title: 'Sales Navigator problem',
      text: 'Sales Navigator subscription is not active',
    },
  ],
  [
    'limited login',
    { login_limited_at: at },
    paid,
    { kind: 'limited_login', type: 'info', title: 'Limited login' },
  ],
  [
    'subscription required',
    { required_subscriptions: { sales_navigator_at: at } },
    paid,
    {
      kind: 'subscription_required',
      type: 'info',
      title: 'Subscription required',
      text: 'Ada Lovelace needs a Sales Navigator subscription on the network.',
    },
  ],
];

describe('account notices (platform §8, ai-telephony §8)', () => {
  it('a connected account with nothing wrong has no notices', () => {
    expect(notificationsFor(credential(), paid)).toEqual([]);
  });

  it.each(mapping)('%s', (_name, overrides, space, expected) => {
    const notices = notificationsFor(credential(overrides), space);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice).toMatchObject({
      _id: `${id}:${expected.kind}`,
      kind: expected.kind,
      credential_id: id,
      type: expected.type,
      title: expected.title,
      // spec: danger notices appear as non-expiring warnings on load.
      withoutDuration: expected.type === 'danger',
      hasClosedButton: true,
    });
    if (expected.text) expect(notice?.text).toBe(expected.text);
    if (expected.modal) {
      expect(notice?.action).toEqual({ type: 'modal', meta: { modal: expected.modal, credential_id: id } });
    } else if (expected.to) {
      expect(notice?.action).toEqual({ type: 'router', meta: { to: expected.to } });
    } else {
      expect(notice?.action).toBeUndefined();
    }
  });

  it('every repair modal of ai-telephony §2 is reachable from some notice', () => {
    const modals = new Set(
      mapping.flatMap(([, overrides, space]) =>
        notificationsFor(credential(overrides), space).flatMap((notice) =>
          notice.action?.type === 'modal' ? [notice.action.meta.modal] : [],
        ),
      ),
    );
    expect([...modals].sort()).toEqual(
      [
        'changePass',
        'code',
        'connectInfo',
        'credentialsUpdate',
        'inmailsInfo',
        'phone',
        'twoFactor',
        'verifyEmail',
      ].sort(),
    );
  });

  it('names the account by its full name, else its email', () => {
    const [notice] = notificationsFor(credential({ full_name: '', connect_limited_at: at }), paid);
    expect(notice?.text).toContain('ada@example.com');
  });

  it('no unpaid notice when billing is disabled', () => {
    expect(notificationsFor(credential(), { ...paid, is_paid: false, is_billing_enabled: false })).toEqual(
      [],
    );
  });

  it('brands without subscription notices get no subscription-required notice (platform §1)', () => {
    const needsPremium = credential({ required_subscriptions: { premium_at: at } });
    expect(notificationsFor(needsPremium, { ...paid, subscription_notices: false })).toEqual([]);
  });

  it('lists several problems at once, most serious first', () => {
    const kinds = notificationsFor(
      credential({ status: 'invalid', connect_limited_at: at, inmail_limited_at: at }),
      { ...paid, is_paid: false },
    ).map((notice) => notice.kind);
    expect(kinds).toEqual(['unpaid', 'invalid_password', 'connection_limited', 'inmails_limited']);
  });
});

describe('notices from the outreach area (ai-telephony §8: broken integration, all workflows inactive)', () => {
  const quiet = { campaigns: 0, active_campaigns: 0, broken_integrations: [] };

  it('"All campaigns inactive" when the account has campaigns and none runs, routing to the campaigns', () => {
    const [notice] = notificationsFor(credential(), paid, { ...quiet, campaigns: 2 });
    expect(notice).toMatchObject({
      kind: 'all_campaigns_inactive',
      type: 'info',
      action: { type: 'router', meta: { to: '/campaigns/my-campaigns' } },
    });
  });

  it.each([
    ['no campaigns at all', { ...quiet }],
    ['one campaign running', { ...quiet, campaigns: 2, active_campaigns: 1 }],
  ])('no such notice with %s', (_, outreach) => {
    expect(notificationsFor(credential(), paid, outreach)).toEqual([]);
  });

  it('"Broken integration" (danger, so it pops up on load) names the refused mailbox', () => {
    const [notice] = notificationsFor(credential(), paid, {
      ...quiet,
      broken_integrations: ['sales@acme.test'],
    });
    expect(notice).toMatchObject({ kind: 'broken_integration', type: 'danger', withoutDuration: true });
    expect(notice?.text).toContain('sales@acme.test');
  });
});
