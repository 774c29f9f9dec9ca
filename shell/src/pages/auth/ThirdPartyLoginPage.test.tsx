import { sessionStore } from '@outreach/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setUpPageTests } from './renderPage.test-support';
import ThirdPartyLoginPage from './ThirdPartyLoginPage';

const loadPage = vi.fn();
vi.mock('./full-page-navigation', () => ({ loadPage: (url: string) => loadPage(url) }));

await setUpPageTests({ signedIn: false, beforeEach: () => loadPage.mockReset() });

const render = (url = '/auth/integration/third-party-login') =>
  renderPage(<Route path="/auth/integration/third-party-login" element={<ThirdPartyLoginPage />} />, url);

/** fetch answering like the API: a redirect to the provider, or the error envelope. */
function mockFetch(answer: { redirect: true } | { status: number; body: unknown }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if ('redirect' in answer) return { type: 'opaqueredirect', status: 0, ok: false } as Response;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
}

describe('third-party sign-in page', () => {
  it('offers only the providers /api/config says this host has, and names them', () => {
    renderPage(
      <Route path="/auth/integration/third-party-login" element={<ThirdPartyLoginPage />} />,
      '/auth/integration/third-party-login',
      { signIn: { google: false, microsoft: true } },
    );
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeTruthy();
    expect(screen.getByText('Use your Microsoft work account.')).toBeTruthy();
  });

  it('says plainly when no provider is set up, with the way back to email', () => {
    renderPage(
      <Route path="/auth/integration/third-party-login" element={<ThirdPartyLoginPage />} />,
      '/auth/integration/third-party-login',
      { signIn: { google: false, microsoft: false } },
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('No other sign-in is set up on this site.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in with email instead' })).toBeTruthy();
  });

  it.each([
    ['Continue with Google', '/api/auth/google/login'],
    ['Continue with Microsoft', '/api/auth/ad/login'],
  ])('%s asks GET %s without following it, then lets the browser go there', async (button, url) => {
    const fetch = mockFetch({ redirect: true });
    render();
    fireEvent.click(screen.getByRole('button', { name: button }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith(url));
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ redirect: 'manual' }));
  });

  it.each([
    ['Continue with Google', 'Google sign-in is not configured'],
    ['Continue with Microsoft', 'Microsoft sign-in is not configured'],
  ])("%s shows the API's 'not configured' answer", async (button, message) => {
    mockFetch({ status: 400, body: { ok: false, error: message } });
    render();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(loadPage).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: button }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('follows a provider URL answered as JSON', async () => {
    mockFetch({ status: 200, body: { ok: true, payload: { url: 'https://accounts.example/o?x=1' } } });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('https://accounts.example/o?x=1'));
  });

  it("back from the provider, keeps the fragment's token as the session and opens the app", async () => {
    render('/auth/integration/third-party-login#token=abc123');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/campaigns'));
    expect(sessionStore.getState().token).toBe('abc123');
  });

  it("shows the callback's error", () => {
    render('/auth/integration/third-party-login?error=Your%20Google%20email%20address%20is%20not%20verified');
    expect(screen.getByRole('alert').textContent).toBe('Your Google email address is not verified');
    expect(loadPage).not.toHaveBeenCalled();
  });
});
