import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderPage, resetSession, setUpPageTests } from '../auth/renderPage.test-support';
import AcceptInvitePage from './AcceptInvitePage';

const loadPage = vi.fn();
vi.mock('../auth/full-page-navigation', () => ({ loadPage: (url: string) => loadPage(url) }));

await setUpPageTests({ signedIn: true, beforeEach: () => loadPage.mockReset() });

const invite = { email: 'anna@example.com', space: { _id: 'space-7', name: 'Acme' } };
// A public page: rendered without react-query.
const render = (url = '/space/accept-invite?invite=ABCDEFGHIJKL') =>
  renderPage(<Route path="/space/accept-invite" element={<AcceptInvitePage />} />, url);

describe('accept-invite page', () => {
  it('shows the invite from GET /space/invites?invite_code=', async () => {
    const api = mockApi({ 'GET /space/invites': invite });
    render();
    expect(await screen.findByText("You've been invited to join the workspace Acme.")).toBeTruthy();
    expect(api.callsTo('GET', '/space/invites')).toEqual([[undefined, { invite_code: 'ABCDEFGHIJKL' }]]);
  });

  it('Accept posts /space/join {invite_code} and loads campaigns in the joined workspace', async () => {
    const api = mockApi({
      'GET /space/invites': invite,
      'POST /space/join': { _id: 'space-7', name: 'Acme' },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/campaigns?space=space-7'));
    expect(api.callsTo('POST', '/space/join')).toEqual([[{ invite_code: 'ABCDEFGHIJKL' }, undefined]]);
  });

  it(`shows the API's "You've been invited with another email!"`, async () => {
    mockApi({
      'GET /space/invites': invite,
      'POST /space/join': fail("You've been invited with another email!", 403),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe("You've been invited with another email!");
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("shows the API's 'invalid invite code' for an unknown code", async () => {
    mockApi({ 'GET /space/invites': fail('invalid invite code', 404) });
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('invalid invite code');
  });

  it('signed out, offers sign-up and sign-in carrying the invite', async () => {
    resetSession(false);
    mockApi({ 'GET /space/invites': fail('Token is not valid', 401) });
    render();
    expect((await screen.findByRole('link', { name: 'Sign up to accept' })).getAttribute('href')).toBe(
      '/auth/sign-up?invite=ABCDEFGHIJKL',
    );
    expect(screen.getByRole('link', { name: 'I have an account' }).getAttribute('href')).toBe(
      '/auth/sign-in?invite=ABCDEFGHIJKL',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('says the link is incomplete without an invite code', () => {
    const api = mockApi({});
    render('/space/accept-invite');
    expect(screen.getByRole('alert').textContent).toBe(
      'This invitation link is incomplete. Ask for a new one.',
    );
    expect(api.calls).toEqual([]);
  });
});
