import { describe, expect, it } from 'vitest';
import { credentialDetails, quietAuthStatus } from '../credential.test-support';
import {
  canConnect,
  defaultTimezone,
  type FlowForm,
  formatWorkHours,
  formErrors,
  remainingErrorMessage,
  startStep,
  stepAfterConnection,
  stepErrors,
  stepsFor,
} from './flow-steps';
import { emptyCustomProxy } from './validation';

/** A cloud credential with nothing pending, and what a test changes. */
const credential = credentialDetails;

const noExtension = { extensionInstalled: false, seatsFree: true, knownEmail: null };

describe('the flow starts at the step matching an existing credential (platform §4)', () => {
  it.each([
    ['a new credential', undefined, 'automation'],
    [
      'wrong_password set',
      credential({ status: 'invalid', auth_status: { ...quietAuthStatus, wrong_password: true } }),
      'login',
    ],
    [
      'a security code requested',
      credential({
        auth_status: {
          ...quietAuthStatus,
          security_code: {
            requested_at: '2024-01-01T10:00:00Z',
            is_wrong: false,
            is_entering: false,
            pin_type: 'email',
          },
        },
      }),
      'verification',
    ],
    [
      'a phone requested',
      credential({
        auth_status: {
          ...quietAuthStatus,
          phone: { requested_at: '2024-01-01T10:00:00Z', is_wrong: false, is_entering: false },
        },
      }),
      'verification',
    ],
    ['a cloud credential without a country', credential({ country_code: null }), 'location'],
    ['a cloud credential without a password', credential({ has_password: false }), 'login'],
    [
      'an extension credential without a country',
      credential({ automation_type: 'extension', country_code: null }),
      'verification',
    ],
    ['two-step verification asked', credential({ required_2fa: 'microsoft' }), 'verification'],
    [
      'a connected credential',
      credential({ auth_status: { ...quietAuthStatus, logged_in_at: '2024-01-01T10:00:00Z' } }),
      'done',
    ],
  ])('%s starts at %s', (_case, existing, step) => {
    expect(startStep(existing, noExtension)).toBe(step);
  });

  it.each([
    [{ extensionInstalled: true, seatsFree: true, knownEmail: 'ada@example.com' }, 'login'],
    [{ extensionInstalled: true, seatsFree: false, knownEmail: 'ada@example.com' }, 'automation'],
    [{ extensionInstalled: true, seatsFree: true, knownEmail: null }, 'automation'],
    [{ extensionInstalled: false, seatsFree: true, knownEmail: 'ada@example.com' }, 'automation'],
  ])(
    'jumps to the extension login step only with the extension, a free seat and a known email: %j',
    (context, step) => {
      expect(startStep(undefined, context)).toBe(step);
    },
  );
});

describe('steps', () => {
  it('cloud has six steps; the extension has no location step', () => {
    expect(stepsFor('cloud')).toEqual([
      'automation',
      'location',
      'schedule',
      'login',
      'verification',
      'done',
    ]);
    expect(stepsFor('extension')).toEqual(['automation', 'schedule', 'login', 'verification', 'done']);
  });

  it('work hours read "9:00 – 18:00"', () => {
    expect(formatWorkHours(9, 18)).toBe('9:00 – 18:00');
    expect(formatWorkHours(0, 24)).toBe('0:00 – 24:00');
  });

  it.each([
    ['Europe/Paris', 'Europe/Paris'],
    ['Asia/Tokyo', 'America/New_York'],
    [undefined, 'America/New_York'],
  ])('the browser zone %s defaults to %s (else the first in the list)', (browser, zone) => {
    const list = [
      { name: 'New York', value: 'America/New_York' },
      { name: 'Paris', value: 'Europe/Paris' },
    ];
    expect(defaultTimezone(list, browser)).toBe(zone);
    expect(defaultTimezone([], browser)).toBe('');
  });

  it.each([
    [credential({ auth_status: { ...quietAuthStatus, logged_in_at: 'x' } }), 'done'],
    [credential({ auth_status: { ...quietAuthStatus, wrong_password: true } }), 'login'],
    [credential(), 'verification'],
  ])('after connecting, %# goes to %s', (answer, step) => {
    expect(stepAfterConnection(answer)).toBe(step);
  });
});

describe('connect button (platform §5)', () => {
  const form: FlowForm = {
    automation: 'cloud',
    countryCode: 'US',
    proxyType: 'basic',
    useCustomProxy: false,
    customProxy: emptyCustomProxy,
    timezone: 'Europe/Paris',
    workHours: [9, 18],
    email: 'new@example.com',
    password: 'secret',
  };
  const context = { adding: true, existing: [], timezones: [{ name: 'Paris', value: 'Europe/Paris' }] };

  it.each([
    ['everything filled', {}, true],
    ['an empty password', { password: '' }, false],
    ['no email when adding', { email: '' }, false],
    ['an invalid email', { email: 'new' }, false],
    ['an error on another step', { countryCode: '' }, false],
    [
      'the extension without a password',
      { automation: 'extension' as const, password: '', countryCode: '' },
      true,
    ],
  ])('%s: enabled %s', (_case, changes, enabled) => {
    const next = { ...form, ...changes };
    expect(canConnect(next, formErrors(next, context), true)).toBe(enabled);
  });

  it('says "Fix all errors, before continue" for errors on other steps only', () => {
    const errors = formErrors({ ...form, countryCode: '', timezone: '' }, context);
    expect(stepErrors(errors, 'login')).toEqual({});
    expect(remainingErrorMessage(errors, 'login')).toBe('fixAllErrors');
    expect(remainingErrorMessage(formErrors(form, context), 'login')).toBeNull();
  });

  it('a custom proxy with errors blocks the location step', () => {
    const errors = formErrors(
      { ...form, useCustomProxy: true, customProxy: { ...emptyCustomProxy, host: '999.1.1.1', port: 'x' } },
      context,
    );
    expect(stepErrors(errors, 'location')).toEqual({
      proxyHost: 'proxyAddress',
      proxyPort: 'proxyPortDigits',
    });
  });
});
