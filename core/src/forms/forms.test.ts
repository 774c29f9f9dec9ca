import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  inviteEmailsProblem,
  passwordLengthProblem,
  serverFieldErrors,
  signUpForm,
  splitInviteEmails,
  workspaceNameProblem,
} from './index';

const words = {
  email: 'Not valid email',
  firstName: 'first',
  lastName: 'last',
  passwordMin: accountMessages.passwordTooShort,
  country: 'country',
  phone: accountMessages.phone,
  terms: accountMessages.terms,
  privacy: accountMessages.privacy,
};
const valid = {
  first_name: ' Anna ',
  last_name: 'Berg',
  email: ' Anna@Example.com ',
  password: 'long enough',
  country_code: 'DE',
  phone: '+49 30 1234567',
  terms: true,
  privacy: true,
};

describe('shared form rules', () => {
  it('gives the sign-up values the API takes: trimmed, the email lower-cased', () => {
    expect(signUpForm(words).parse(valid)).toMatchObject({ first_name: 'Anna', email: 'anna@example.com' });
  });

  it('needs a country for the phone, whatever else is wrong', () => {
    const issues = signUpForm(words).safeParse({ ...valid, country_code: '', terms: false }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['country_code', 'country'],
      ['terms', accountMessages.terms],
      ['phone', accountMessages.phone],
    ]);
  });

  it.each([
    ['1234567', accountMessages.passwordTooShort],
    ['x'.repeat(129), accountMessages.passwordTooLong],
    ['12345678', null],
  ])('password %s', (password, problem) => expect(passwordLengthProblem(password)).toBe(problem));

  it('workspace names and invite emails', () => {
    expect(workspaceNameProblem('  ')).toBe('Name is required');
    expect(workspaceNameProblem('x'.repeat(101))).toBe('The name must be at most 100 characters');
    expect(splitInviteEmails(' a@b.co, c@d.io;e@f.org ')).toEqual(['a@b.co', 'c@d.io', 'e@f.org']);
    expect(inviteEmailsProblem([])).toBe('Please enter email');
    expect(inviteEmailsProblem(['a@b.co', 'anna@'])).toBe('Not valid email');
    expect(inviteEmailsProblem(['a@b.co'])).toBeNull();
  });

  it("reads the API's field errors, or nothing when one is not a form field", () => {
    const fields = { password: 'password', country: 'country_code' } as const;
    expect(serverFieldErrors('password: Too common; country: Please choose a country', fields)).toEqual([
      { field: 'password', message: 'Too common' },
      { field: 'country_code', message: 'Please choose a country' },
    ]);
    expect(serverFieldErrors('Account with such email already exists', fields)).toBeNull();
    expect(serverFieldErrors('password: Too common; x: y', fields)).toBeNull();
  });
});
