import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock';
import { type CredentialRow, emptyAuthStatus } from '../../db/schema';
import { noRestrictions } from '../../providers/social-network/social-network.driver';
import {
  applyConnectionOutcome,
  codeExpiresAt,
  isAuthorized,
  isCodeExpired,
  onboardingStep,
  securityCodeLifetimeMs,
} from './credential-state';

const created = new Date('2026-01-05T09:00:00.000Z');

function credentialRow(overrides: Partial<CredentialRow> = {}): CredentialRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    spaceId: '00000000-0000-4000-8000-000000000002',
    username: 'ada@example.com',
    firstName: '',
    lastName: '',
    photoLink: null,
    status: 'active',
    accountType: 'basic',
    automationType: 'cloud',
    countryCode: 'US',
    passwordEncrypted: 'v1.x.y.z',
    proxyType: 'basic',
    customProxy: null,
    noProxy: false,
    timezone: 'Europe/Berlin',
    workHoursStart: 9,
    workHoursEnd: 18,
    workWeekends: null,
    useBrowser: false,
    cookiesEncrypted: null,
    unreadCount: 0,
    activityDict: null,
    waitForAuthorization: false,
    hibernatedAt: null,
    connectLimitedAt: null,
    inmailLimitedAt: null,
    loginLimitedAt: null,
    salesError: null,
    requiredSubscriptions: {},
    requiredActions: {},
    required2fa: null,
    twoFactor: null,
    settingProxy: null,
    proxyRefreshedAt: [],
    authStatus: emptyAuthStatus,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

const profile = { firstName: 'Ada', lastName: 'Lovelace', photoLink: null, accountType: 'basic' };

describe('credential state (platform §4)', () => {
  const now = new Date('2026-01-05T10:00:00.000Z');
  const at = now.toISOString();

  it('a login makes the credential active and logged in, clearing pending steps', () => {
    const row = credentialRow({
      status: 'invalid',
      authStatus: {
        ...emptyAuthStatus,
        wrong_password: true,
        security_code: { requested_at: at, is_wrong: true, is_entering: false, pin_type: 'email' },
      },
      requiredActions: { verify_email: true },
      required2fa: 'microsoft',
      waitForAuthorization: true,
    });
    const changes = applyConnectionOutcome(
      row,
      { type: 'connected', profile, restrictions: noRestrictions },
      now,
    );
    expect(changes).toMatchObject({
      status: 'active',
      firstName: 'Ada',
      lastName: 'Lovelace',
      authStatus: { security_code: null, phone: null, wrong_password: false, logged_in_at: at },
      requiredActions: { verify_email: false },
      required2fa: null,
      waitForAuthorization: false,
      connectLimitedAt: null,
    });
  });

  it('keeps the first moment a limit was reported, and clears it when it is no longer reported', () => {
    const earlier = new Date('2026-01-01T00:00:00.000Z');
    const limited = {
      ...noRestrictions,
      connectLimited: true,
      inmailLimited: true,
      requiredSubscription: 'premium' as const,
    };
    const row = credentialRow({ connectLimitedAt: earlier });
    const changes = applyConnectionOutcome(row, { type: 'connected', profile, restrictions: limited }, now);
    expect(changes.connectLimitedAt).toEqual(earlier);
    expect(changes.inmailLimitedAt).toEqual(now);
    expect(changes.requiredSubscriptions).toEqual({ premium_at: at });
    const cleared = applyConnectionOutcome(
      row,
      { type: 'connected', profile, restrictions: noRestrictions },
      now,
    );
    expect(cleared.connectLimitedAt).toBeNull();
    expect(cleared.requiredSubscriptions).toEqual({});
  });

  it('a wrong password makes the credential invalid (platform §4)', () => {
    expect(applyConnectionOutcome(credentialRow(), { type: 'wrong_password' }, now)).toMatchObject({
      status: 'invalid',
      authStatus: { wrong_password: true, logged_in_at: null },
    });
  });

  it('a code request records requested_at and the pin type', () => {
    expect(
      applyConnectionOutcome(credentialRow(), { type: 'security_code_requested', pinType: 'app' }, now)
        .authStatus?.security_code,
    ).toEqual({ requested_at: at, is_wrong: false, is_entering: false, pin_type: 'app' });
  });

  it('a wrong code keeps the request time and sets is_wrong', () => {
    const requested = '2026-01-05T09:30:00.000Z';
    const row = credentialRow({
      authStatus: {
        ...emptyAuthStatus,
        security_code: { requested_at: requested, is_wrong: false, is_entering: true, pin_type: 'email' },
      },
    });
    expect(
      applyConnectionOutcome(row, { type: 'wrong_security_code' }, now).authStatus?.security_code,
    ).toEqual({
      requested_at: requested,
      is_wrong: true,
      is_entering: false,
      pin_type: 'email',
    });
  });

  it('phone requested, wrong phone, captcha, blocked, two-step and verify email', () => {
    const row = credentialRow();
    expect(applyConnectionOutcome(row, { type: 'phone_requested' }, now).authStatus?.phone).toEqual({
      requested_at: at,
      is_wrong: false,
      is_entering: false,
    });
    expect(applyConnectionOutcome(row, { type: 'wrong_phone' }, now).authStatus?.phone?.is_wrong).toBe(true);
    expect(applyConnectionOutcome(row, { type: 'challenged' }, now).authStatus).toMatchObject({
      challenged_at: at,
      hard_challenge_count: 1,
    });
    expect(applyConnectionOutcome(row, { type: 'blocked' }, now).status).toBe('blocked');
    expect(
      applyConnectionOutcome(row, { type: 'two_factor_required', method: 'microsoft' }, now).required2fa,
    ).toBe('microsoft');
    expect(applyConnectionOutcome(row, { type: 'verify_email_required' }, now).requiredActions).toEqual({
      verify_email: true,
    });
    expect(applyConnectionOutcome(row, { type: 'pending' }, now)).toEqual({});
  });

  it('wrong or locked two-factor data marks the stored two-factor record', () => {
    const twoFactor = {
      username: 'box@outlook.com',
      password: 'v1.a.b.c',
      status: null,
      update_password: false,
      link: null,
      temporary_locked_at: null,
    };
    const row = credentialRow({ twoFactor });
    expect(applyConnectionOutcome(row, { type: 'two_factor_wrong' }, now).twoFactor).toEqual({
      ...twoFactor,
      status: 'invalid',
      update_password: true,
    });
    expect(applyConnectionOutcome(row, { type: 'two_factor_locked' }, now).twoFactor).toEqual({
      ...twoFactor,
      status: 'temporarily_locked',
      temporary_locked_at: at,
    });
  });

  describe('security code freshness (platform §9: 60 minutes, 10 for app pins)', () => {
    const clock = createManualClock('2026-01-05T09:00:00.000Z');
    const requested = (pinType: 'email' | 'app') => ({
      ...emptyAuthStatus,
      security_code: {
        requested_at: clock.now().toISOString(),
        is_wrong: false,
        is_entering: false,
        pin_type: pinType,
      },
    });

    it('expires an email code after 60 minutes', () => {
      const status = requested('email');
      expect(securityCodeLifetimeMs('email')).toBe(3_600_000);
      expect(codeExpiresAt(status)).toBe('2026-01-05T10:00:00.000Z');
      expect(isCodeExpired(status, new Date('2026-01-05T10:00:00.000Z'))).toBe(false);
      expect(isCodeExpired(status, new Date('2026-01-05T10:00:00.001Z'))).toBe(true);
    });

    it('expires an app pin after 10 minutes', () => {
      const status = requested('app');
      expect(isCodeExpired(status, new Date('2026-01-05T09:10:00.000Z'))).toBe(false);
      expect(isCodeExpired(status, new Date('2026-01-05T09:10:00.001Z'))).toBe(true);
    });

    it('never expires when no code was requested', () => {
      expect(isCodeExpired(emptyAuthStatus, new Date('2030-01-01'))).toBe(false);
      expect(codeExpiresAt(emptyAuthStatus)).toBeNull();
    });
  });

  describe('where the add flow resumes (platform §4)', () => {
    it.each([
      [
        'wrong_password set leads to the password step',
        { authStatus: { ...emptyAuthStatus, wrong_password: true } },
        'credentials',
      ],
      [
        'requested_at set leads to verification',
        {
          authStatus: {
            ...emptyAuthStatus,
            security_code: {
              requested_at: created.toISOString(),
              is_wrong: false,
              is_entering: false,
              pin_type: 'email' as const,
            },
          },
        },
        'verification',
      ],
      ['a cloud account without a country goes to the location step', { countryCode: null }, 'location'],
      [
        'a cloud account without a password goes to the password step',
        { passwordEncrypted: null },
        'credentials',
      ],
      ['a pending two-step verification goes to verification', { required2fa: 'microsoft' }, 'verification'],
      [
        'an extension account needs no country or password',
        { automationType: 'extension' as const, countryCode: null, passwordEncrypted: null },
        null,
      ],
      ['a complete account needs nothing', {}, null],
    ])('%s', (_rule, overrides, step) => {
      expect(onboardingStep(credentialRow(overrides as Partial<CredentialRow>))).toBe(step);
    });
  });

  it('is authorized only when logged in with nothing pending', () => {
    const loggedIn = { ...emptyAuthStatus, logged_in_at: created.toISOString() };
    expect(isAuthorized(credentialRow({ authStatus: loggedIn }))).toBe(true);
    expect(isAuthorized(credentialRow())).toBe(false);
    expect(isAuthorized(credentialRow({ authStatus: loggedIn, waitForAuthorization: true }))).toBe(false);
    expect(isAuthorized(credentialRow({ authStatus: loggedIn, status: 'blocked' }))).toBe(false);
  });
});
