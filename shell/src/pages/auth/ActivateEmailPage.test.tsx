import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import ActivateEmailPage from './ActivateEmailPage';
import { fail, mockApi, renderPage, setUpPageTests, snackbarTexts } from './renderPage.test-support';

const loadPage = vi.fn();
vi.mock('./full-page-navigation', () => ({ loadPage: (url: string) => loadPage(url) }));

await setUpPageTests({
  signedIn: true,
  user: { email_confirmed: false },
  beforeEach: () => loadPage.mockReset(),
  afterEach: () => vi.useRealTimers(),
});

const render = (url = '/auth/activate-email') =>
  renderPage(<Route path="/auth/activate-email" element={<ActivateEmailPage />} />, url);

describe('activate-email page', () => {
  it('asks to check the inbox and resends with GET /auth/activate_email', async () => {
    const api = mockApi({ 'GET /auth/activate_email': {} });
    render();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    await waitFor(() =>
      expect(snackbarTexts()).toEqual(['success: The confirmation email is on its way again.']),
    );
    expect(api.callsTo('GET', '/auth/activate_email')).toEqual([[undefined, undefined]]);
  });

  it('Skip sets skippedEmailConfirmation=true in the query and goes on (spec §4)', () => {
    mockApi({});
    const page = render();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(page.location()).toBe('/campaigns?skippedEmailConfirmation=true');
  });

  it('Skip goes on to the invite the person signed up with', () => {
    mockApi({});
    const page = render('/auth/activate-email?invite=ABCDEFGHIJKL');
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(page.location()).toBe('/space/accept-invite?invite=ABCDEFGHIJKL&skippedEmailConfirmation=true');
  });

  it("confirms the activation code, says 'Your email was successfully confirmed' and continues to /campaigns", async () => {
    const api = mockApi({ 'GET /auth/check_activation_code': {} });
    render('/auth/activate-email?activation_code=act-1');
    expect((await screen.findByRole('status')).textContent).toBe('Your email was successfully confirmed');
    expect(api.callsTo('GET', '/auth/check_activation_code')).toEqual([
      [undefined, { activation_code: 'act-1' }],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(loadPage).toHaveBeenCalledWith('/campaigns');
  });

  it('continues on its own after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /auth/check_activation_code': {} });
    render('/auth/activate-email?activation_code=act-1');
    await screen.findByRole('status');
    expect(loadPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(loadPage).toHaveBeenCalledWith('/campaigns');
  });

  // Issue 26 item 26: the link said nothing for seconds and then fired signed-in calls.
  it('says "Confirming your email…" at once and asks nothing else until the code is answered', async () => {
    let answer: (value: unknown) => void = () => {};
    const api = mockApi({
      'GET /auth/check_activation_code': () => new Promise((resolve) => (answer = resolve)),
    });
    render('/auth/activate-email?activation_code=act-1');
    expect(screen.getByRole('heading', { name: 'Confirming your email…' })).toBeTruthy();
    expect(api.calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      'GET /auth/check_activation_code',
    ]);
    answer({});
    expect((await screen.findByRole('status')).textContent).toBe('Your email was successfully confirmed');
  });

  it("shows the API's message for a bad activation code", async () => {
    mockApi({ 'GET /auth/check_activation_code': fail('Activation code is not valid') });
    render('/auth/activate-email?activation_code=bad');
    expect((await screen.findByRole('alert')).textContent).toBe('Activation code is not valid');
    expect(loadPage).not.toHaveBeenCalled();
  });
});
