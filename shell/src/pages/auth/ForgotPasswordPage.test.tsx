import { accountMessages } from '@outreach/core/forms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import ForgotPasswordPage from './ForgotPasswordPage';
import { fail, mockApi, renderPage, setUpPageTests, snackbarTexts } from './renderPage.test-support';

await setUpPageTests({ signedIn: false });

function send(email: string) {
  renderPage(
    <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />,
    '/auth/forgot-password',
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
}

const confirmation = "If an account exists for anna@example.com, we've sent a link to reset its password.";

describe('forgot-password page', () => {
  it.each([[''], ['anna'], ['anna@example']])(
    'says "Not valid email" for %j and calls nothing',
    async (email) => {
      const api = mockApi({});
      send(email);
      // react-hook-form checks a submitted form asynchronously; the words are the API's (@outreach/core/forms).
      expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.notValidEmail);
      expect(api.calls).toEqual([]);
    },
  );

  it('posts /auth/restore {email} and shows the confirmation', async () => {
    const api = mockApi({ 'POST /auth/restore': { sent: true } });
    send(' anna@example.com ');
    expect((await screen.findByRole('status')).textContent).toContain(confirmation);
    expect(api.callsTo('POST', '/auth/restore')).toEqual([[{ email: 'anna@example.com' }, undefined]]);
  });

  it('shows the same confirmation when no account has that email', async () => {
    mockApi({ 'POST /auth/restore': fail('User not found', 404) });
    send('anna@example.com');
    expect((await screen.findByRole('status')).textContent).toContain(confirmation);
  });

  it('reports a throttle instead of confirming', async () => {
    mockApi({ 'POST /auth/restore': fail('Too many requests, try again in 10 minutes', 429) });
    send('anna@example.com');
    await waitFor(() =>
      expect(snackbarTexts()).toEqual(['error: Too many requests, try again in 10 minutes']),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
