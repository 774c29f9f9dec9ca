import { ApiError, api } from '@outreach/sdk';
import { credentialFormMessages } from '@outreach/core/forms';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings, renderShell, testCredential } from '../../layouts/shell.test-support';
import { filledPath } from '../auth/renderPage.test-support';
import CredentialsAddPage, { FirstCredentialAddPage } from './AddCredentialPage';
import { EXTENSION_ATTRIBUTE } from './extension';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(EXTENSION_ATTRIBUTE);
});
beforeAll(loadStrings);

const lookups = {
  '/proxy/v2/countries': [
    { code: 'us', count: 12, type: 'basic' },
    { code: 'de', count: 0, type: 'basic' },
    { code: 'fr', count: 3, type: 'residential' },
  ],
  '/credentials/timezones': [
    { name: 'New York', value: 'America/New_York' },
    { name: 'Paris', value: 'Europe/Paris' },
  ],
  '/credentials/seats': { seats_mode: 'seats', used: 1, total: 5, available: 4 },
};

const routes = (
  <>
    <Route path="/credentials/add" element={<CredentialsAddPage />} />
    <Route path="/credentials/add-first" element={<FirstCredentialAddPage />} />
  </>
);

const existing = testCredential({ _id: 'c1', username: 'ada@example.com' });
const authStatus = existing.auth_status;
const pending = (overrides: Partial<typeof authStatus>) =>
  testCredential({
    _id: 'new',
    username: 'grace@example.com',
    auth_status: { ...authStatus, logged_in_at: null, ...overrides },
  });

/** Next, then the asynchronous check of react-hook-form (and what follows it) settles. */
async function next() {
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function currentStep() {
  const stepper = await screen.findByRole('list', { name: 'Steps to add an account' });
  return within(stepper).getByText((_text, element) => element?.getAttribute('aria-current') === 'step')
    .textContent;
}

describe('add-credential flow (platform §4)', () => {
  it('walks the six steps, validating each, and lands on my-campaigns with the new credential', async () => {
    const post = vi.spyOn(api, 'POST').mockImplementation((async (
      template: string,
      init: { path?: Record<string, unknown>; body?: unknown } = {},
    ) => {
      const path = filledPath(template, init.path);
      const body = init.body;
      if (path === '/credentials/create') {
        return pending({
          security_code: {
            requested_at: new Date().toISOString(),
            is_wrong: false,
            is_entering: false,
            pin_type: 'email',
          },
        }) as never;
      }
      if (path === '/credentials/new/send') {
        const code = (body as { code: string }).code;
        if (code === '111111') {
          return {
            message: 'Wrong code, please check it and try again',
            credential: pending({
              security_code: {
                requested_at: new Date().toISOString(),
                is_wrong: true,
                is_entering: false,
                pin_type: 'email',
              },
            }),
          } as never;
        }
        return { message: 'ok', credential: pending({ logged_in_at: new Date().toISOString() }) } as never;
      }
      throw new Error(`unexpected POST ${path}`);
    }) as never);
    const { location } = renderShell(routes, {
      url: '/credentials/add?space=s1',
      credentials: [existing],
      get: lookups,
    });

    // 1 automation
    expect(await currentStep()).toContain('Automation');
    expect(screen.getByRole('button', { name: 'Go to campaigns' })).toBeTruthy();
    await next();

    // 2 location: US by default, out-of-reserve countries marked, a bad custom proxy blocks Next
    expect(await currentStep()).toContain('Location');
    const country = (await screen.findByLabelText(/Country/)) as HTMLSelectElement;
    await waitFor(() => expect(country.value).toBe('US'));
    expect(screen.getByRole('option', { name: 'Germany — out of reserve' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Use my own proxy' }));
    fireEvent.change(screen.getByLabelText(/Proxy IP address or domain/), { target: { value: '300.1.1.1' } });
    fireEvent.change(screen.getByLabelText(/Port/), { target: { value: '80x' } });
    await next();
    // The API's words for the same rules (@outreach/core/forms: its custom_proxy check uses them).
    expect(await screen.findByText(credentialFormMessages.proxyAddress)).toBeTruthy();
    expect(screen.getByText(credentialFormMessages.proxyPortDigits)).toBeTruthy();
    expect(await currentStep()).toContain('Location');
    fireEvent.change(screen.getByLabelText(/Proxy IP address or domain/), { target: { value: '10.0.0.1' } });
    fireEvent.change(screen.getByLabelText(/Port/), { target: { value: '8080' } });
    await next();

    // 3 schedule: a zone chosen by default, work hours 9:00 – 18:00
    expect(await currentStep()).toContain('Work hours');
    expect((screen.getByLabelText(/Time zone/) as HTMLSelectElement).value).not.toBe('');
    expect(screen.getByText('9:00 – 18:00')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: 'Start of the work day' }), {
      target: { value: '8' },
    });
    await next();

    // 4 login: connect needs an email and a password; the email must be new (trimmed, any case)
    expect(await currentStep()).toContain('Login');
    const connect = screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement;
    expect(connect.disabled).toBe(true);
    const email = screen.getByLabelText(/Account email/);
    fireEvent.change(email, { target: { value: ' ADA@example.com ' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Account with such email already exists')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'grace@example.com' } });
    fireEvent.change(screen.getByLabelText(/Account password/), { target: { value: 'secret-pass' } });
    expect(connect.disabled).toBe(false);
    fireEvent.click(connect);

    // 5 verification: the security code, a wrong one answered with the API's message
    await waitFor(() => expect(post).toHaveBeenCalledWith('/credentials/create', expect.anything()));
    expect((post.mock.calls[0]?.[1] as { body?: unknown } | undefined)?.body).toEqual({
      username: 'grace@example.com',
      automation_type: 'cloud',
      proxy_type: 'basic',
      timezone: expect.any(String),
      work_hours_start: 8,
      work_hours_end: 18,
      use_browser: false,
      password: 'secret-pass',
      country_code: 'US',
      custom_proxy: {
        proxy_address: '10.0.0.1',
        domain: null,
        ports: { http: '8080' },
        username: null,
        password: null,
      },
    });
    const code = await screen.findByLabelText('Security code');
    expect(screen.getByText(/The code is valid for 60 minutes/)).toBeTruthy();
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Wrong code, please check it and try again')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    // 6 done
    expect(await screen.findByText('Ada Lovelace is connected')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Go to campaigns' }).at(-1) as HTMLElement);
    expect(location()).toBe('/campaigns/my-campaigns?space=s1&selectedCred=new');
  }, 30_000);

  it('shows the seat refusal and a warning with the way to buy a seat', async () => {
    vi.spyOn(api, 'POST').mockRejectedValue(
      new ApiError('You need to purchase one more seat to be able to add an account', 402),
    );
    renderShell(routes, {
      url: '/credentials/add?credentialId=',
      credentials: [],
      get: lookups,
    });
    await currentStep();
    fireEvent.click(screen.getByLabelText(/Browser extension/));
    fireEvent.click(screen.getByLabelText(/Cloud/));
    await next();
    await screen.findByLabelText(/Country/);
    await waitFor(() => expect((screen.getByLabelText(/Country/) as HTMLSelectElement).value).toBe('US'));
    await next();
    await waitFor(() => expect((screen.getByLabelText(/Time zone/) as HTMLSelectElement).value).not.toBe(''));
    await next();
    fireEvent.change(screen.getByLabelText(/Account email/), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText(/Account password/), { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const messages = await screen.findAllByText(
      'You need to purchase one more seat to be able to add an account',
    );
    expect(messages.length).toBe(2);
    expect(screen.getByRole('button', { name: 'Buy a seat' })).toBeTruthy();
  });

  it('starts at the password step for a credential with a wrong password', async () => {
    const wrong = testCredential({
      _id: 'c7',
      username: 'ada@example.com',
      status: 'invalid',
      auth_status: { ...authStatus, wrong_password: true, logged_in_at: null },
    });
    renderShell(routes, { url: '/credentials/add?credentialId=c7', credentials: [wrong], get: lookups });
    expect(await currentStep()).toContain('Login');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.queryByLabelText(/Account email/)).toBeNull();
    // Saving the new password logs in again (the API reconnects): no second attempt is asked for.
    const post = vi.spyOn(api, 'POST').mockResolvedValue({
      ...wrong,
      status: 'active',
      auth_status: { ...authStatus, logged_in_at: new Date().toISOString() },
    } as never);
    fireEvent.change(screen.getByLabelText(/Account password/), { target: { value: 'correct-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Ada Lovelace is connected')).toBeTruthy();
    expect(post.mock.calls).toEqual([
      ['/credentials/{id}/update', { path: { id: 'c7' }, body: { password: 'correct-password' } }],
    ]);
  });

  it('the extension needs the extension: the install link opens in a new tab and Next waits', async () => {
    renderShell(routes, { url: '/credentials/add-first', credentials: [], get: lookups });
    await currentStep();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Browser extension/));
    expect(screen.getByRole('link', { name: 'Install the extension' }).getAttribute('target')).toBe('_blank');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Skip on first-credential-add goes to the dashboard with the query', async () => {
    const { location } = renderShell(routes, {
      url: '/credentials/add-first?space=s1',
      credentials: [],
      get: lookups,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(location()).toBe('/dashboard?space=s1');
  });
});
