import { accountMessages } from '@outreach/core/forms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, renderPage, setUpPageTests, snackbarTexts } from './renderPage.test-support';
import RestorePasswordPage from './RestorePasswordPage';

await setUpPageTests({ signedIn: false });

const render = (url: string) =>
  renderPage(<Route path="/auth/restore-password" element={<RestorePasswordPage />} />, url);

async function fillAndSave(password: string, repeat: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('restore-password page', () => {
  it('checks the code of the link with GET /auth/check_restore_code', async () => {
    const api = mockApi({ 'GET /auth/check_restore_code': { valid: true } });
    render('/auth/restore-password?restore_code=code-1');
    await screen.findByLabelText('New password');
    expect(api.callsTo('GET', '/auth/check_restore_code')).toEqual([[undefined, { restore_code: 'code-1' }]]);
  });

  it("shows the API's reason for a bad code and offers a new link", async () => {
    mockApi({ 'GET /auth/check_restore_code': fail('Restore code is expired', 400) });
    render('/auth/restore-password?restore_code=old');
    expect((await screen.findByRole('alert')).textContent).toBe('Restore code is expired');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  it('says the link is not valid without a code, calling nothing', async () => {
    const api = mockApi({});
    render('/auth/restore-password');
    expect((await screen.findByRole('alert')).textContent).toBe('This link is not valid or has expired.');
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['short', 'short', 'Password must be at least 8 characters'],
    ['long enough', 'long enougH', 'Passwords do not match'],
  ])('refuses %s / %s with "%s"', async (password, repeat, message) => {
    const api = mockApi({ 'GET /auth/check_restore_code': {} });
    render('/auth/restore-password?restore_code=c');
    await fillAndSave(password, repeat);
    // react-hook-form checks a submitted form asynchronously.
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.callsTo('POST', '/auth/set_password_with_restore_code')).toEqual([]);
  });

  it("refuses a password too short with the API's own words (the rule of @outreach/core/forms)", async () => {
    mockApi({ 'GET /auth/check_restore_code': {} });
    render('/auth/restore-password?restore_code=c');
    await fillAndSave('1234567', '1234567');
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.passwordTooShort);
    await fillAndSave('x'.repeat(129), 'x'.repeat(129));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(accountMessages.passwordTooLong));
  });

  it('posts the new password with the code, then goes to sign-in with a success message', async () => {
    const api = mockApi({
      'GET /auth/check_restore_code': {},
      'POST /auth/set_password_with_restore_code': {},
    });
    const page = render('/auth/restore-password?restore_code=code-1');
    await fillAndSave('new password', 'new password');
    await waitFor(() => expect(page.location()).toBe('/auth/sign-in'));
    expect(api.callsTo('POST', '/auth/set_password_with_restore_code')).toEqual([
      [{ password: 'new password', restore_code: 'code-1' }, undefined],
    ]);
    expect(snackbarTexts()).toEqual([
      'success: Your password has been changed. Sign in with your new password.',
    ]);
  });
});
