import { sessionStore } from '@outreach/sdk';
import { accountMessages } from '@outreach/core/forms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, renderPage, setUpPageTests, snackbarTexts } from './renderPage.test-support';
import { Route } from 'react-router';
import SignUpPage, { signUpContext } from './SignUpPage';

await setUpPageTests({ signedIn: false });

function renderSignUp(url = '/auth/sign-up') {
  return renderPage(<Route path="/auth/sign-up" element={<SignUpPage />} />, url);
}

function fill(values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password' | 'Phone', string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

function fillValid() {
  fill({
    'First name': 'Anna',
    'Last name': 'Berg',
    Email: 'anna@example.com',
    Password: 'long enough',
    Phone: '+49 30 1234567',
  });
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /terms of use/i }));
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/i }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

// renderPage gives no react-query client here: the auth pages must work without one.
describe('sign-up page', () => {
  // react-hook-form checks a submitted form asynchronously: the messages are waited for.
  const alertTexts = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent);

  it('shows every message of spec §5 on an empty form and calls nothing', async () => {
    const api = mockApi({});
    renderSignUp();
    submit();
    expect(await alertTexts()).toEqual([
      'Please enter your first name',
      'Please enter your last name',
      'Not valid email',
      'Password must be at least 8 characters',
      'Please choose your country',
      'Please, add correct phone number',
      'Please accept the terms of use',
      'Please accept the privacy policy',
    ]);
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['a 7-character password', () => fill({ Password: '1234567' }), 'Password must be at least 8 characters'],
    ['a phone of 4 digits', () => fill({ Phone: '1234' }), 'Please, add correct phone number'],
    ['a phone with letters', () => fill({ Phone: '12345abc' }), 'Please, add correct phone number'],
    ['an email without a domain', () => fill({ Email: 'anna@' }), 'Not valid email'],
  ])('refuses %s', async (_case, change, message) => {
    const api = mockApi({});
    renderSignUp();
    fillValid();
    change();
    submit();
    expect(await alertTexts()).toEqual([message]);
    expect(api.calls).toEqual([]);
  });

  // The rules are the API's (@outreach/core/forms): where the spec gives one sentence, both say it.
  it.each([
    ['a 7-character password', () => fill({ Password: '1234567' }), accountMessages.passwordTooShort],
    ['a 129-character password', () => fill({ Password: 'x'.repeat(129) }), accountMessages.passwordTooLong],
    ['a phone of 4 digits', () => fill({ Phone: '1234' }), accountMessages.phone],
    ['an email without a domain', () => fill({ Email: 'anna@' }), accountMessages.notValidEmail],
  ])('says what the API says for %s', async (_case, change, message) => {
    mockApi({});
    renderSignUp();
    fillValid();
    change();
    submit();
    expect(await alertTexts()).toEqual([message]);
  });

  it("puts the API's refusal of a field (a rule only the server checks) under that field", async () => {
    mockApi({
      'POST /auth/sign_up': fail('password: This password is too common, please choose another one', 400),
    });
    renderSignUp();
    fillValid();
    submit();
    expect(await alertTexts()).toEqual(['This password is too common, please choose another one']);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(snackbarTexts()).toEqual([]);
  });

  it('links the terms of use and the privacy policy', () => {
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('posts /auth/sign_up with the invite, tracking values and click id of the link, stores the token and goes to activate-email', async () => {
    const api = mockApi({
      'POST /auth/sign_up': { token: 'new-token', user: { _id: 'u1', email_confirmed: false } },
    });
    const page = renderSignUp(
      '/auth/sign-up?invite=ABCDEFGHIJKL&ref=partner-7&track=spring&irclickid=click-1',
    );
    fillValid();
    submit();
    await waitFor(() => expect(page.location()).toBe('/auth/activate-email?invite=ABCDEFGHIJKL'));
    expect(api.callsTo('POST', '/auth/sign_up')).toEqual([
      [
        {
          email: 'anna@example.com',
          password: 'long enough',
          first_name: 'Anna',
          last_name: 'Berg',
          phone: '+49 30 1234567',
          country: 'DE',
          terms_accepted: true,
          privacy_accepted: true,
          invite_code: 'ABCDEFGHIJKL',
          track: { ref: 'partner-7', track: 'spring' },
          irclickid: 'click-1',
        },
        undefined,
      ],
    ]);
    expect(sessionStore.getState().token).toBe('new-token');
  });

  it('goes straight to campaigns when skippedEmailConfirmation is set', async () => {
    mockApi({ 'POST /auth/sign_up': { token: 't', user: { email_confirmed: false } } });
    const page = renderSignUp('/auth/sign-up?skippedEmailConfirmation=true');
    fillValid();
    submit();
    await waitFor(() => expect(page.location()).toBe('/campaigns'));
  });

  it("shows the API's refusal and stays", async () => {
    mockApi({ 'POST /auth/sign_up': fail('Account with such email already exists', 409) });
    const page = renderSignUp();
    fillValid();
    submit();
    await waitFor(() => expect(snackbarTexts()).toEqual(['error: Account with such email already exists']));
    expect(page.location()).toBe('/auth/sign-up');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('resets a space query value other than null to null (spec §2)', async () => {
    sessionStore.setState({ space: 'space-9' });
    const page = renderSignUp('/auth/sign-up?space=space-9&invite=X');
    await waitFor(() => expect(page.location()).toBe('/auth/sign-up?space=null&invite=X'));
    expect(sessionStore.getState().space).toBeNull();
  });

  it('leaves space=null alone', () => {
    const page = renderSignUp('/auth/sign-up?space=null');
    expect(page.location()).toBe('/auth/sign-up?space=null');
  });
});

describe('signUpContext', () => {
  it.each([
    ['', { invite_code: undefined, track: undefined, irclickid: undefined }],
    ['?invite=CODE', { invite_code: 'CODE', track: undefined, irclickid: undefined }],
    [
      '?utm_source=news&irclickid=7',
      { invite_code: undefined, track: { utm_source: 'news' }, irclickid: '7' },
    ],
  ])('%s', (search, context) => {
    expect(signUpContext(new URLSearchParams(search))).toEqual(context);
  });
});
