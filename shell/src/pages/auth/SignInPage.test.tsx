import { sessionStore } from '@outreach/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage, setUpPageTests } from './renderPage.test-support';
import SignInPage, { afterSignInPath } from './SignInPage';

await setUpPageTests({ signedIn: false });

describe('sign-in page', () => {
  it('links to sign-up, forgot-password and third-party sign-in, keeping the query', () => {
    renderPage(<Route path="/auth/sign-in" element={<SignInPage />} />, '/auth/sign-in?invite=CODE');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/auth/sign-up?invite=CODE',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password?invite=CODE',
    );
    expect(screen.getByRole('link', { name: 'Sign in with Google or Microsoft' }).getAttribute('href')).toBe(
      '/auth/integration/third-party-login?invite=CODE',
    );
  });

  it.each([
    [{ google: true, microsoft: false }, 'Sign in with Google'],
    [{ google: false, microsoft: true }, 'Sign in with Microsoft'],
  ])('names only the providers this host offers (%o)', (signIn, label) => {
    renderPage(<Route path="/auth/sign-in" element={<SignInPage />} />, '/auth/sign-in', { signIn });
    expect(screen.getByRole('link', { name: label })).toBeTruthy();
  });

  it('offers no third-party sign-in where none is configured', () => {
    renderPage(<Route path="/auth/sign-in" element={<SignInPage />} />, '/auth/sign-in', {
      signIn: { google: false, microsoft: false },
    });
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('goes back to the invite it came from once signed in', async () => {
    mockApi({ 'POST /auth/sign_in': { token: 'tok', user: {} } });
    const page = renderPage(
      <Route path="/auth/sign-in" element={<SignInPage />} />,
      '/auth/sign-in?invite=CODE',
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(page.location()).toBe('/space/accept-invite?invite=CODE'));
    expect(sessionStore.getState().token).toBe('tok');
  });
});

describe('afterSignInPath', () => {
  it.each([
    ['', '/campaigns'],
    ['?selectedCred=c1', '/campaigns?selectedCred=c1'],
    ['?invite=ABCDEFGHIJKL', '/space/accept-invite?invite=ABCDEFGHIJKL'],
    ['?oauth_client=crm&state=s1', '/oauth?oauth_client=crm&state=s1'],
    ['?oauth_client=crm', '/campaigns?oauth_client=crm'],
  ])('%s → %s', (search, path) => {
    expect(afterSignInPath(search)).toBe(path);
  });
});
