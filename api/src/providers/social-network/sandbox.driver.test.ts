import { describe, expect, it } from 'vitest';
import {
  createSandboxNetwork,
  sandboxAppCode,
  sandboxCorrectPassword,
  sandboxLockedPassword,
  sandboxLogin,
  sandboxProfile,
  sandboxSecurityCode,
  sandboxTags,
  sandboxWrongPassword,
} from './sandbox.driver';
import { noRestrictions, type SocialAccount } from './social-network.driver';

function account(username: string, overrides: Partial<SocialAccount> = {}): SocialAccount {
  return {
    username,
    automationType: 'cloud',
    countryCode: 'US',
    password: 'secret-password',
    cookies: null,
    twoFactor: null,
    pendingPinType: null,
    hardChallengeCount: 0,
    retrying: false,
    ...overrides,
  };
}

const network = createSandboxNetwork();

describe('sandbox network (docs/sandbox-network.md)', () => {
  it('reads +tags from the local part, case-insensitively, ignoring unknown ones', () => {
    expect(sandboxTags('Ada.Lovelace+Code+Limited@Example.com')).toEqual(['code', 'limited']);
    expect(sandboxTags('ada+whatever+inmail@example.com')).toEqual(['inmail']);
    expect(sandboxTags('ada@example.com')).toEqual([]);
  });

  it('names the profile after the address', () => {
    expect(sandboxProfile('ada.lovelace+code@example.com', [])).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      photoLink: null,
      accountType: 'basic',
    });
    expect(sandboxProfile('grace@example.com', ['navigator']).accountType).toBe('sales_navigator');
  });

  it('connects any plain address', async () => {
    expect(await network.connect(account('ada@example.com'))).toEqual({
      type: 'connected',
      profile: { firstName: 'Ada', lastName: '', photoLink: null, accountType: 'basic' },
      restrictions: noRestrictions,
    });
  });

  it.each([
    ['ada+wrongpass@x.io', { type: 'wrong_password' }],
    ['ada+blocked@x.io', { type: 'blocked' }],
    ['ada+captcha@x.io', { type: 'challenged' }],
    ['ada+email@x.io', { type: 'verify_email_required' }],
    ['ada+phone@x.io', { type: 'phone_requested' }],
    ['ada+2fa@x.io', { type: 'two_factor_required', method: 'microsoft' }],
    ['ada+2faother@x.io', { type: 'two_factor_required', method: 'google' }],
    ['ada+code@x.io', { type: 'security_code_requested', pinType: 'email' }],
    ['ada+sms@x.io', { type: 'security_code_requested', pinType: 'sms' }],
    ['ada+app@x.io', { type: 'security_code_requested', pinType: 'app' }],
  ])('%s -> %j', async (username, outcome) => {
    expect(await network.connect(account(username))).toEqual(outcome);
  });

  it.each([
    ['ada+limited@x.io', { connectLimited: true }],
    ['ada+inmail@x.io', { inmailLimited: true }],
    ['ada+loginlimit@x.io', { loginLimited: true }],
    ['ada+sales@x.io', { salesError: 'Sales Navigator subscription is not active' }],
    ['ada+premium@x.io', { requiredSubscription: 'premium' }],
    ['ada+wait@x.io', { waitForAuthorization: true }],
    ['ada+mustchange@x.io', { mustChangePassword: true }],
    ['ada+limited+inmail@x.io', { connectLimited: true, inmailLimited: true }],
  ])('%s connects with restrictions %j', async (username, restrictions) => {
    const outcome = await network.connect(account(username));
    expect(outcome).toMatchObject({
      type: 'connected',
      restrictions: { ...noRestrictions, ...restrictions },
    });
  });

  it('takes the highest-priority blocking tag when an address has several', async () => {
    expect(await network.connect(account('ada+code+blocked@x.io'))).toEqual({ type: 'blocked' });
  });

  it(`refuses the password "${sandboxWrongPassword}" for every cloud account`, async () => {
    expect(await network.connect(account('ada@x.io', { password: sandboxWrongPassword }))).toEqual({
      type: 'wrong_password',
    });
  });

  it(`repairs +wrongpass and +mustchange with "${sandboxCorrectPassword}"`, async () => {
    expect(
      await network.connect(account('ada+wrongpass@x.io', { password: sandboxCorrectPassword })),
    ).toMatchObject({
      type: 'connected',
    });
    expect(
      await network.connect(account('ada+mustchange@x.io', { password: sandboxCorrectPassword })),
    ).toMatchObject({ type: 'connected', restrictions: { mustChangePassword: false } });
  });

  it('ignores passwords for extension accounts (the browser session logs in)', async () => {
    const extension = { automationType: 'extension' as const, password: null };
    expect(await network.connect(account('ada+wrongpass@x.io', extension))).toMatchObject({
      type: 'connected',
    });
    expect(await network.connect(account('ada+code@x.io', extension))).toMatchObject({
      type: 'security_code_requested',
    });
  });

  it('lets a captcha through once the account was challenged, and approves +wait on a retry', async () => {
    expect(await network.connect(account('ada+captcha@x.io', { hardChallengeCount: 1 }))).toMatchObject({
      type: 'connected',
    });
    expect(await network.connect(account('ada+wait@x.io', { retrying: true }))).toMatchObject({
      type: 'connected',
      restrictions: { waitForAuthorization: false },
    });
  });

  it(`accepts ${sandboxSecurityCode} for email and SMS pins and ${sandboxAppCode} for app pins`, async () => {
    for (const pinType of ['email', 'sms'] as const) {
      expect(
        await network.submitSecurityCode(account('a+code@x.io', { pendingPinType: pinType }), '123456'),
      ).toMatchObject({ type: 'connected' });
      expect(
        await network.submitSecurityCode(account('a+code@x.io', { pendingPinType: pinType }), '000000'),
      ).toEqual({
        type: 'wrong_security_code',
      });
    }
    expect(
      await network.submitSecurityCode(account('a+app@x.io', { pendingPinType: 'app' }), '000000'),
    ).toMatchObject({
      type: 'connected',
    });
    expect(
      await network.submitSecurityCode(account('a+app@x.io', { pendingPinType: 'app' }), '123456'),
    ).toEqual({
      type: 'wrong_security_code',
    });
    expect(await network.submitSecurityCode(account('a@x.io'), '123456')).toEqual({
      type: 'wrong_security_code',
    });
  });

  it('resends the code of the pending pin type', async () => {
    expect(await network.resendSecurityCode(account('a@x.io', { pendingPinType: 'sms' }))).toEqual({
      pinType: 'sms',
    });
    expect(await network.resendSecurityCode(account('a@x.io'))).toEqual({ pinType: 'email' });
  });

  it('texts a code for a phone, and refuses numbers ending in 0000', async () => {
    const phone = { countryCode: 'DE', phoneCode: '49' };
    expect(await network.submitPhone(account('a+phone@x.io'), { ...phone, number: '15123456789' })).toEqual({
      type: 'security_code_requested',
      pinType: 'sms',
    });
    expect(await network.submitPhone(account('a+phone@x.io'), { ...phone, number: '15123450000' })).toEqual({
      type: 'wrong_phone',
    });
  });

  it('logs a +2fa account in with its mailbox, except wrong or locked mailbox passwords', async () => {
    const mailbox = (password: string) => ({ twoFactor: { username: 'box@outlook.com', password } });
    expect(await network.submitTwoFactor(account('a+2fa@x.io', mailbox('mailbox-pass')))).toMatchObject({
      type: 'connected',
    });
    expect(await network.submitTwoFactor(account('a+2fa@x.io', mailbox(sandboxWrongPassword)))).toEqual({
      type: 'two_factor_wrong',
    });
    expect(await network.submitTwoFactor(account('a+2fa@x.io', mailbox(sandboxLockedPassword)))).toEqual({
      type: 'two_factor_locked',
    });
    expect(await network.submitTwoFactor(account('a+2faother@x.io', mailbox('mailbox-pass')))).toEqual({
      type: 'two_factor_required',
      method: 'google',
    });
  });

  it('continues the login after the email is verified', async () => {
    expect(await network.verifyEmail(account('a+email+limited@x.io'))).toMatchObject({
      type: 'connected',
      restrictions: { connectLimited: true },
    });
    expect(sandboxLogin(account('a+email@x.io'))).toEqual({ type: 'verify_email_required' });
  });
});
