import { describe, expect, it } from 'vitest';
import { addNewModalSearch } from './add-credential-modal.store';
import { seatRefusal } from './add-flow/flow-messages';
import { myCampaignsTarget } from './add-flow/use-flow-finish';
import { changeAutomationNeed } from './change-automation';
import { isSecurityCodeExpired, securityCodeExpiresAt } from './connection-state';
import { credentialOf, messageOf } from './credential-api';
import type { CredentialDetails } from './credential-api';
import { credentialDetails, quietAuthStatus } from './credential.test-support';

describe('addNewModal query (platform §2)', () => {
  it.each([
    ['open on a page', '/inbox', '?selectedCred=c1', true, null, '?selectedCred=c1&addNewModal=true'],
    ['open on credentials-add', '/credentials/add', '', true, null, null],
    ['open on first-credential-add', '/credentials/add-first', '', true, null, null],
    ['open for a given credential', '/inbox', '', true, 'c1', null],
    ['closed: removed', '/inbox', '?addNewModal=true&selectedCred=c1', false, null, '?selectedCred=c1'],
    ['closed and absent', '/inbox', '?selectedCred=c1', false, null, null],
    ['open and present', '/inbox', '?addNewModal=true', true, null, null],
  ])('%s', (_case, pathname, search, open, credentialId, expected) => {
    expect(addNewModalSearch({ pathname, search }, { open, credentialId })).toBe(expected);
  });
});

describe('after adding: my-campaigns with selectedCred and the other query values (platform §2)', () => {
  it('carries the query, drops the modal flag', () => {
    expect(myCampaignsTarget('?space=s1&addNewModal=true&selectedCred=old&ref=x', 'new')).toBe(
      '/campaigns/my-campaigns?space=s1&selectedCred=new&ref=x',
    );
  });
});

describe('seat refusals (platform §8)', () => {
  it.each([
    ['You need to purchase one more seat to be able to add an account', 'needSeat'],
    ["You can't add another account", 'maxCredentials'],
    ['Not valid email', null],
  ])('"%s" is %s', (message, refusal) => {
    expect(seatRefusal(message)).toBe(refusal);
  });
});

describe('change automation (platform §4)', () => {
  const ready = { countryCode: 'US', password: '', hasPassword: true, extensionInstalled: true };
  it.each([
    ['cloud, all known', 'cloud', ready, 'SUCCESS'],
    ['cloud without a country', 'cloud', { ...ready, countryCode: '' }, 'NEEDS_LOCATION'],
    ['cloud without a password', 'cloud', { ...ready, hasPassword: false }, 'NEEDS_PASSWORD'],
    ['cloud with a new password', 'cloud', { ...ready, hasPassword: false, password: 'abcd' }, 'SUCCESS'],
    ['extension installed', 'extension', ready, 'SUCCESS'],
    ['extension missing', 'extension', { ...ready, extensionInstalled: false }, 'NEEDS_EXTENSION'],
  ] as const)('%s: %s', (_case, target, input, need) => {
    expect(changeAutomationNeed(target, input)).toBe(need);
  });
});

describe('security code lifetime (platform §9: 60 minutes, 10 for app pins)', () => {
  const requested = '2024-01-01T10:00:00.000Z';
  const withPin = (pin_type: 'email' | 'app'): CredentialDetails =>
    credentialDetails({
      auth_status: {
        ...quietAuthStatus,
        security_code: { requested_at: requested, is_wrong: false, is_entering: false, pin_type },
      },
    });
  it.each([
    ['email', 59, false],
    ['email', 60, true],
    ['app', 9, false],
    ['app', 10, true],
  ] as const)('%s pin after %s minutes expired: %s', (pin, minutes, expired) => {
    const now = Date.parse(requested) + minutes * 60_000;
    expect(isSecurityCodeExpired(withPin(pin), now)).toBe(expired);
  });
  it('knows when it expires', () => {
    expect(securityCodeExpiresAt(withPin('app'))).toBe(Date.parse(requested) + 10 * 60_000);
  });
});

describe('API answers', () => {
  it('finds the credential in a bare or wrapped answer, and the message', () => {
    const credential = { _id: 'c1' };
    expect(credentialOf(credential)).toBe(credential);
    expect(credentialOf({ message: 'ok', credential })).toBe(credential);
    expect(credentialOf({ outcome: 'SUCCESS' })).toBeUndefined();
    expect(messageOf({ message: 'Sent' })).toBe('Sent');
    expect(messageOf(null)).toBeUndefined();
  });
});
