import { sessionStore } from '@outreach/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EmailChangeForm } from '../preferences/user/EmailChangeForm';
import ConfirmEmailChangePage from './ConfirmEmailChangePage';
import { fail, mockApi, renderPage, setUpPageTests, snackbarTexts } from './renderPage.test-support';

const loadPage = vi.fn();
vi.mock('./full-page-navigation', () => ({ loadPage: (url: string) => loadPage(url) }));

await setUpPageTests({ signedIn: true, beforeEach: () => loadPage.mockReset() });

const profile = { _id: 'user-1', email: 'anna@example.com', first_name: 'Anna', last_name: 'Berg' };

describe('changing the sign-in email (issue 23 item 3)', () => {
  it('sends the new address and the current password, then says where the link went', async () => {
    const api = mockApi({
      'GET /users/fetch_user': profile,
      'POST /auth/change_email': { message: 'sent', new_email: 'anna@new.example' },
    });
    renderPage(<Route path="/p" element={<EmailChangeForm />} />, '/p', { withQueryClient: true });
    expect(await screen.findByText(/You sign in with anna@example.com/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^New email/), { target: { value: ' anna@new.example ' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'my password 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(snackbarTexts()).toEqual([
        'success: We sent a confirmation link to anna@new.example. Your email changes once you open it.',
      ]),
    );
    expect(api.callsTo('POST', '/auth/change_email')).toEqual([
      [{ new_email: 'anna@new.example', password: 'my password 1' }, undefined],
    ]);
  });

  it('shows the refusal of the API', async () => {
    mockApi({
      'GET /users/fetch_user': profile,
      'POST /auth/change_email': fail('Old password is incorrect'),
    });
    renderPage(<Route path="/p" element={<EmailChangeForm />} />, '/p', { withQueryClient: true });
    fireEvent.change(screen.getByLabelText(/^New email/), { target: { value: 'anna@new.example' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(snackbarTexts()).toEqual(['error: Old password is incorrect']));
  });

  it('the link confirms once, keeps the new session and says the new address', async () => {
    const api = mockApi({
      'POST /auth/confirm_email_change': {
        token: 'new-session',
        user: { ...profile, email: 'anna@new.example' },
      },
    });
    renderPage(
      <Route path="/auth/confirm-email-change" element={<ConfirmEmailChangePage />} />,
      '/auth/confirm-email-change?code=abc',
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your sign-in email is now anna@new.example. Your other devices were signed out.',
    );
    expect(sessionStore.getState().token).toBe('new-session');
    expect(api.callsTo('POST', '/auth/confirm_email_change')).toEqual([[{ code: 'abc' }, undefined]]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(loadPage).toHaveBeenCalledWith('/preferences/user/password');
  });

  it('an invalid or expired link says so', async () => {
    mockApi({
      'POST /auth/confirm_email_change': fail('This email change link is invalid or has expired'),
    });
    renderPage(
      <Route path="/auth/confirm-email-change" element={<ConfirmEmailChangePage />} />,
      '/auth/confirm-email-change?code=old',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email change link is invalid or has expired',
    );
    expect(sessionStore.getState().token).toBe('test-token');
  });
});
