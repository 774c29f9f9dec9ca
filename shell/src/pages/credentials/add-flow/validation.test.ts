import { i18n } from '@outreach/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShellStrings } from '../../../i18n';
import {
  customProxyPayload,
  type MessageKey,
  validateCredentialEmail,
  validateCredentialPassword,
  validateCustomProxy,
  validateLocation,
  validateNewSocialPassword,
  validatePhone,
  validateSecurityCode,
  validateTimezone,
  validateTwoFactor,
} from './validation';

beforeAll(() => loadShellStrings('en'));
const english = (key: MessageKey | null | undefined) =>
  key ? i18n.t(`messages.${key}`, { ns: 'layout', lng: 'en' }) : null;

const existing = [
  { _id: 'c1', username: 'ada@example.com' },
  { _id: 'c2', username: ' Bob@Example.com ' },
];

describe('login step: email (platform §5)', () => {
  it.each([
    ['ada@example.org', null],
    ['', 'Not valid email'],
    ['ada', 'Not valid email'],
    ['ada@example', 'Not valid email'],
    ['ada @example.com', 'Not valid email'],
    ['ada@example.com', 'Account with such email already exists'],
    ['  ADA@EXAMPLE.COM  ', 'Account with such email already exists'],
    ['bob@example.com', 'Account with such email already exists'],
  ])('"%s" gives %s', (email, message) => {
    expect(english(validateCredentialEmail(email, existing))).toBe(message);
  });

  it('an existing credential does not collide with itself', () => {
    expect(validateCredentialEmail('ada@example.com', existing, 'c1')).toBeNull();
  });
});

describe('login step: password (platform §5 "required unless extension", §9 minimum 4)', () => {
  it.each([
    ['', 'cloud', 'Not valid password'],
    ['abc', 'cloud', 'Not valid password'],
    ['abcd', 'cloud', null],
    ['', 'extension', null],
  ] as const)('"%s" on %s gives %s', (password, automation, message) => {
    expect(english(validateCredentialPassword(password, automation))).toBe(message);
  });
});

describe('location step: country (platform §5 "required unless extension")', () => {
  it.each([
    ['US', 'cloud', null],
    ['de', 'cloud', null],
    ['', 'cloud', 'Not valid location'],
    ['USA', 'cloud', 'Not valid location'],
    ['', 'extension', null],
  ] as const)('"%s" on %s gives %s', (country, automation, message) => {
    expect(english(validateLocation(country, automation))).toBe(message);
  });
});

describe('location step: custom proxy (platform §5)', () => {
  it.each([
    [{ host: '203.0.113.7', port: '8080' }, {}],
    [{ host: 'proxy.example.com', port: '3128' }, {}],
    [
      { host: '', port: '' },
      { host: 'Proxy address or domain is required', port: 'Proxy port is required' },
    ],
    [
      { host: '256.1.1.1', port: '80' },
      { host: 'Proxy IP must be four numbers from 0 to 255 separated by dots' },
    ],
    [
      { host: '10.0.0', port: '80' },
      { host: 'Proxy IP must be four numbers from 0 to 255 separated by dots' },
    ],
    [
      { host: '1.2.3.4.5', port: '80' },
      { host: 'Proxy IP must be four numbers from 0 to 255 separated by dots' },
    ],
    [{ host: 'not a domain', port: '80' }, { host: 'Proxy domain must be a valid domain name' }],
    [{ host: 'localhost', port: '80' }, { host: 'Proxy domain must be a valid domain name' }],
    [{ host: '1.2.3.4', port: '80a' }, { port: 'Proxy port must contain digits only' }],
    [{ host: '1.2.3.4', port: '-1' }, { port: 'Proxy port must contain digits only' }],
    [{ host: '1.2.3.4', port: '70000' }, { port: 'Proxy port must be from 1 to 65535' }],
  ])('%j gives %j', (fields, messages) => {
    const errors = validateCustomProxy({ username: '', password: '', ...fields });
    expect({
      ...(errors.host ? { host: english(errors.host) } : {}),
      ...(errors.port ? { port: english(errors.port) } : {}),
    }).toEqual(messages);
  });

  it('sends an IP as proxy_address and a domain as domain, the other null', () => {
    expect(customProxyPayload({ host: ' 1.2.3.4 ', port: ' 80 ', username: ' u ', password: 'p' })).toEqual({
      proxy_address: '1.2.3.4',
      domain: null,
      ports: { http: '80' },
      username: 'u',
      password: 'p',
    });
    expect(
      customProxyPayload({ host: 'Proxy.Example.com', port: '80', username: '', password: '' }),
    ).toMatchObject({
      proxy_address: null,
      domain: 'proxy.example.com',
      username: null,
      password: null,
    });
  });
});

describe('schedule step: time zone (platform §5)', () => {
  const zones = [{ value: 'Europe/Paris' }, { value: 'America/New_York' }];
  it.each([
    ['Europe/Paris', zones, null],
    ['', zones, 'Please choose a time zone'],
    ['Mars/Olympus', zones, 'Not valid timezone'],
    ['Europe/Paris', undefined, null],
  ] as const)('"%s" gives %s', (zone, list, message) => {
    expect(english(validateTimezone(zone, list))).toBe(message);
  });
});

describe('verification step and repair modals', () => {
  it.each([
    ['123456', null],
    [' 123456 ', null],
    ['12345', 'The code must be exactly 6 digits'],
    ['1234567', 'The code must be exactly 6 digits'],
    ['12a456', 'The code must be exactly 6 digits'],
  ])('security code "%s" gives %s', (code, message) => {
    expect(english(validateSecurityCode(code))).toBe(message);
  });

  it.each([
    ['+1 (415) 555-0100', 'US', null],
    ['06 12 34 56 78', 'FR', null],
    ['1234', 'US', 'Please, add correct phone number'],
    ['12345678901234', 'US', 'Please, add correct phone number'],
    ['00000000', 'US', 'Please, add correct phone number'],
    ['415 555 0100', '', 'Please, add correct phone number'],
    ['415.555.0100', 'US', 'Please, add correct phone number'],
  ])('phone "%s" in "%s" gives %s', (number, country, message) => {
    expect(english(validatePhone(number, country))).toBe(message);
  });

  it.each([
    ['abcd', null],
    ['abc', 'Password must be at least 4 characters'],
  ])('new social password "%s" gives %s', (password, message) => {
    expect(english(validateNewSocialPassword(password))).toBe(message);
  });

  it.each([
    ['me@outlook.com', 'secret', {}],
    ['', 'secret', { username: 'Username is required' }],
    ['me', 'secret', { username: 'Username must be an email' }],
    ['me@outlook.com', '   ', { password: 'Password is required' }],
  ])('two-factor %s / "%s" gives %j', (username, password, messages) => {
    const errors = validateTwoFactor(username, password);
    expect({
      ...(errors.username ? { username: english(errors.username) } : {}),
      ...(errors.password ? { password: english(errors.password) } : {}),
    }).toEqual(messages);
  });
});
