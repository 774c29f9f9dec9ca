import { describe, expect, it } from 'vitest';
import {
  emailError,
  phoneError,
  type SignUpValues,
  validateNewPassword,
  validatePasswordChange,
  validateSignUp,
} from './account-validation';

const valid: SignUpValues = {
  first_name: 'Anna',
  last_name: 'Berg',
  email: 'anna@example.com',
  password: '12345678',
  country_code: 'DE',
  phone: '+49 (30) 123-456',
  terms: true,
  privacy: true,
};

describe('sign-up rules (spec platform §5)', () => {
  it('accepts a complete sign-up', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it.each([
    ['first_name', { first_name: '  ' }, 'validation.firstName'],
    ['last_name', { last_name: '' }, 'validation.lastName'],
    ['email', { email: 'anna@' }, 'validation.email'],
    ['password', { password: '1234567' }, 'validation.passwordMin'],
    ['phone', { phone: '12ab5678' }, 'validation.phone'],
    ['terms', { terms: false }, 'validation.terms'],
    ['privacy', { privacy: false }, 'validation.privacy'],
  ] as const)('flags %s', (field, change, message) => {
    expect(validateSignUp({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('flags a missing country, and the phone with it (a phone is valid only with a country chosen)', () => {
    expect(validateSignUp({ ...valid, country_code: '' })).toEqual({
      country_code: 'validation.country',
      phone: 'validation.phone',
    });
  });
});

describe('phone rule: digits, plus, space, dash, parentheses; 5 to 13 digits; non-zero; country chosen', () => {
  it.each([
    ['12345', 'US', true],
    ['+1 (555) 010-9999', 'US', true],
    ['1234567890123', 'US', true],
    ['1234', 'US', false],
    ['12345678901234', 'US', false],
    ['00000', 'US', false],
    ['555.010.9999', 'US', false],
    ['+1 555 0100', '', false],
    ['', 'US', false],
  ] as const)('%s with country %s is valid: %s', (phone, country, ok) => {
    expect(phoneError(phone, country)).toBe(ok ? undefined : 'validation.phone');
  });
});

describe('email rule', () => {
  it.each([
    ['anna@example.com', undefined],
    ['  anna@example.com ', undefined],
    ['anna@example', 'validation.email'],
    ['anna example.com', 'validation.email'],
    ['', 'validation.email'],
  ] as const)('%s → %s', (email, message) => {
    expect(emailError(email)).toBe(message);
  });
});

describe('restore password: at least 8, repeat must match', () => {
  it.each([
    ['12345678', '12345678', {}],
    ['1234567', '1234567', { password: 'validation.passwordMin' }],
    ['12345678', '12345679', { repeat: 'validation.passwordsMismatch' }],
  ] as const)('%s / %s', (password, repeat, errors) => {
    expect(validateNewPassword(password, repeat)).toEqual(errors);
  });
});

describe('profile password change: 8 to 40 (spec §9)', () => {
  it.each([
    ['old', '12345678', '12345678', {}],
    ['old', 'x'.repeat(40), 'x'.repeat(40), {}],
    ['old', 'x'.repeat(41), 'x'.repeat(41), { new_password: 'validation.passwordRange' }],
    ['old', '1234567', '1234567', { new_password: 'validation.passwordRange' }],
    ['', '12345678', '12345678', { old_password: 'validation.oldPassword' }],
    ['old', '12345678', '87654321', { repeat: 'validation.passwordsMismatch' }],
  ] as const)('old %s, new %s, repeat %s', (old, next, repeat, errors) => {
    expect(validatePasswordChange(old, next, repeat)).toEqual(errors);
  });
});
