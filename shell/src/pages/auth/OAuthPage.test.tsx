import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import OAuthPage from './OAuthPage';
import {
  fail,
  mockApi,
  renderPage,
  resetSession,
  setUpPageTests,
  snackbarTexts,
} from './renderPage.test-support';

const loadPage = vi.fn();
vi.mock('./full-page-navigation', () => ({ loadPage: (url: string) => loadPage(url) }));

await setUpPageTests({ signedIn: true, beforeEach: () => loadPage.mockReset() });

const render = (url: string) => renderPage(<Route path="/oauth" element={<OAuthPage />} />, url);

describe('oauth consent page', () => {
  it.each([['/oauth'], ['/oauth?oauth_client=crm'], ['/oauth?state=s1']])(
    '%s without oauth_client and state goes to / (spec §2)',
    (url) => {
      const page = render(url);
      expect(page.location()).toBe('/');
    },
  );

  it('sends a signed-out person to sign in first, keeping the request', () => {
    resetSession(false);
    const page = render('/oauth?oauth_client=crm&state=s1');
    expect(page.location()).toBe('/auth/sign-in?oauth_client=crm&state=s1');
  });

  it('asks "Allow <client> to access your account?" and on Allow posts /oauth/accept, then follows redirect_url', async () => {
    const api = mockApi({ 'POST /oauth/accept': { redirect_url: 'https://crm.example/cb?code=1&state=s1' } });
    render('/oauth?oauth_client=crm&state=s1');
    expect(screen.getByRole('heading', { name: 'Allow crm to access your account?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('https://crm.example/cb?code=1&state=s1'));
    expect(api.callsTo('POST', '/oauth/accept')).toEqual([[{ state: 's1', client_id: 'crm' }, undefined]]);
  });

  it("shows the API's refusal", async () => {
    mockApi({ 'POST /oauth/accept': fail('Unknown client', 400) });
    render('/oauth?oauth_client=crm&state=s1');
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await vi.waitFor(() => expect(snackbarTexts()).toEqual(['error: Unknown client']));
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('Deny goes to the root', () => {
    const page = render('/oauth?oauth_client=crm&state=s1');
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(page.location()).toBe('/');
  });
});
