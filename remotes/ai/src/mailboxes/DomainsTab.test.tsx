import { clearNotifications, clearSnackbars, useNotifications, useSnackbars } from '@outreach/design-system';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiLocales } from '../i18n';
import { checkOf, domain } from './domains.test-support';
import { allMailFeatures, type FakeWorkspace, fakeEmailApi, renderMailboxes } from './mailboxes.test-support';
import { registeringPollMs } from './useDomains';

beforeAll(async () => {
  await aiLocales.load('en');
});
beforeEach(() => {
  clearNotifications();
  clearSnackbars();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const workspace = (fields: Partial<FakeWorkspace> = {}): FakeWorkspace => ({
  domains: [],
  mailboxes: [],
  slotLimit: 5,
  balance: 1000,
  ...fields,
});
const toasts = () => useNotifications.getState().notifications.map((entry) => entry.title);
const search = async (name: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Domain' }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
};
const row = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr') as HTMLElement;

describe('the domains tab (issue 29; spec ai-telephony §4, §9)', () => {
  it('a free .com domain: its price in credits, "Ready within 1 hour", the balance; bought, it is registering', async () => {
    const state = workspace();
    const api = fakeEmailApi(state);
    renderMailboxes('/mailboxes/domains', allMailFeatures);
    await screen.findByText('No domains yet');
    await search('Acme-Mail.com');
    expect(await screen.findByText('acme-mail.com is available: 120 credits for one year')).toBeTruthy();
    expect(screen.getAllByText('Ready within 1 hour.').length).toBeGreaterThan(0);
    expect(screen.getByText('Your balance: 1000 credits')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/ai_email/domains/availability')?.query.get('name')).toBe(
      'Acme-Mail.com',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Buy for 120 credits' }));
    await waitFor(() => expect(toasts()).toContain('acme-mail.com is registering'));
    expect(api.callsTo('POST', '/ai_email/domains')[0]?.body).toEqual({ name: 'acme-mail.com' });
    const bought = within(await waitFor(() => row('acme-mail.com')));
    expect(bought.getByText('Registering')).toBeTruthy();
    expect(bought.getByText('Ready within 1 hour.')).toBeTruthy();
    expect(bought.getByText('Not checked yet')).toBeTruthy();
    // The new domain's records open at once, the check waits for the registration.
    const records = await screen.findByRole('region', { name: 'DNS records of acme-mail.com' });
    expect(await within(records).findByText('v=spf1 include:_spf.reachly.io ~all')).toBeTruthy();
    expect(within(records).getByText('The records are checked once the domain is registered.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/mailboxes/domains?domain=d1');
  });

  it('any other ending says up to 48 hours', async () => {
    fakeEmailApi(workspace());
    renderMailboxes('/mailboxes/domains', allMailFeatures);
    await screen.findByText('No domains yet');
    await search('acme.io');
    expect(await screen.findByText('acme.io is available: 450 credits for one year')).toBeTruthy();
    expect(screen.getByText('Ready within 48 hours.')).toBeTruthy();
  });

  it('a taken domain can not be bought; a name that is no domain gets the API’s words under the field', async () => {
    fakeEmailApi(workspace());
    renderMailboxes('/mailboxes/domains', allMailFeatures);
    await screen.findByText('No domains yet');
    await search('taken-name.com');
    expect(await screen.findByText('taken-name.com is taken: try another name.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy for/ })).toBeNull();
    await search('not a domain');
    expect(
      await screen.findByText(
        'This is not a domain that can be registered (a name and an ending such as acme.com)',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Domain' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Type a domain to check')).toBeTruthy();
  });

  it('a balance short of the price says how much is missing, offers credits and does not buy', async () => {
    const api = fakeEmailApi(workspace({ balance: 100 }));
    renderMailboxes('/mailboxes/domains', allMailFeatures);
    await screen.findByText('No domains yet');
    await search('acme-mail.com');
    expect(await screen.findByText(/Not enough credits: you need 20 more credits to buy it\./)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Buy for 120 credits' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Buy credits' }));
    expect(screen.getByTestId('location').textContent).toBe('/billing/overview?showCreditsModal=true');
    expect(api.callsTo('POST', '/ai_email/domains')).toHaveLength(0);
  });

  it('the API’s refusal of a purchase is said as it words it, with the way to credits', async () => {
    fakeEmailApi(workspace(), {
      'POST /ai_email/domains': () => ({ error: 'Not enough credits', status: 402 }),
    });
    renderMailboxes('/mailboxes/domains', allMailFeatures);
    await screen.findByText('No domains yet');
    await search('acme-mail.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 120 credits' }));
    const alert = await screen.findByText('Not enough credits');
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toBeTruthy();
  });

  it('reads the domains again every 30 seconds while one is registering, and stops once it is ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const state = workspace({
      domains: [
        domain('d1', { name: 'acme-mail.com', status: 'registering', ready_at: null, check_status: null }),
      ],
    });
    const api = fakeEmailApi(state);
    renderMailboxes('/mailboxes/domains', allMailFeatures);
    await vi.waitFor(() => expect(row('acme-mail.com')).toBeTruthy());
    expect(within(row('acme-mail.com')).getByText('Registering')).toBeTruthy();
    const reads = () => api.callsTo('GET', '/ai_email/domains').length;
    expect(reads()).toBe(1);
    // (vi.waitFor moved the fake clock a little while it waited: a margin of 5 seconds.)
    await act(() => vi.advanceTimersByTimeAsync(registeringPollMs - 5_000));
    expect(reads()).toBe(1);
    state.domains = [domain('d1', { name: 'acme-mail.com' })];
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(within(row('acme-mail.com')).getByText('Ready')).toBeTruthy());
    expect(reads()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(registeringPollMs * 3));
    expect(reads()).toBe(2);
  });

  it('a ready domain: its records with copy buttons, each check result in plain words, "Check now"', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const state = workspace({ domains: [domain('d1', { name: 'acme-mail.com', check_status: 'error' })] });
    state.check = checkOf('acme-mail.com', 'error');
    const api = fakeEmailApi(state);
    renderMailboxes('/mailboxes/domains', allMailFeatures);
    const listed = within(await waitFor(() => row('acme-mail.com')));
    expect(listed.getByText('Ready')).toBeTruthy();
    expect(listed.getByText('Wrong or missing')).toBeTruthy();
    fireEvent.click(listed.getByRole('button', { name: 'DNS records of acme-mail.com' }));
    const records = await screen.findByRole('region', { name: 'DNS records of acme-mail.com' });
    await within(records).findByRole('table', { name: 'Records to publish' });

    fireEvent.click(within(records).getByRole('button', { name: 'Copy the value of the SPF record' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('v=spf1 include:_spf.reachly.io ~all'));
    expect(useSnackbars.getState().snackbars.map((entry) => entry.text)).toContain('Copied');
    fireEvent.click(within(records).getByRole('button', { name: 'Copy the name of the DKIM record' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('rl2612._domainkey.acme-mail.com'));

    const check = within(records).getByRole('table', { name: 'DNS check of acme-mail.com' });
    const spf = check.querySelector('tr[data-record="spf"]') as HTMLElement;
    expect(within(spf).getByText('Wrong or missing')).toBeTruthy();
    expect(within(spf).getByText('SPF does not include _spf.reachly.io')).toBeTruthy();
    expect(within(spf).getByText('v=spf1 include:_spf.google.com ~all')).toBeTruthy();
    expect(
      within(records).getByText(
        /Some records of acme-mail.com are wrong or missing: mail from it may land in spam./,
      ),
    ).toBeTruthy();

    state.check = checkOf('acme-mail.com', 'ok');
    fireEvent.click(within(records).getByRole('button', { name: 'Check now' }));
    await within(records).findByText(/Every record of acme-mail.com is right./);
    expect(api.callsTo('POST', '/ai_email/domains/d1/check')).toHaveLength(1);
    expect(within(records).getByText('SPF includes _spf.reachly.io')).toBeTruthy();
  });

  it('deletes a domain after asking', async () => {
    const state = workspace({ domains: [domain('d1', { name: 'acme-mail.com' })] });
    const api = fakeEmailApi(state);
    renderMailboxes('/mailboxes/domains', allMailFeatures);
    fireEvent.click(
      within(await waitFor(() => row('acme-mail.com'))).getByRole('button', { name: 'Delete acme-mail.com' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete acme-mail.com?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toContain('acme-mail.com has been deleted'));
    expect(api.callsTo('DELETE', '/ai_email/domains/d1')).toHaveLength(1);
    expect(await screen.findByText('No domains yet')).toBeTruthy();
  });

  it('a registration that failed says its price came back', async () => {
    fakeEmailApi(
      workspace({ domains: [domain('d1', { name: 'fail-acme.com', status: 'failed', check_status: null })] }),
    );
    renderMailboxes('/mailboxes/domains', allMailFeatures);
    const failed = within(await waitFor(() => row('fail-acme.com')));
    expect(failed.getByText('Registration failed')).toBeTruthy();
    expect(failed.getByText('Its price was given back to your credits.')).toBeTruthy();
  });

  it('a plan without ai_domain sees the upgrade placeholder and calls nothing', async () => {
    const api = fakeEmailApi(workspace());
    const { container } = renderMailboxes('/mailboxes/domains', ['mailbox_slot']);
    expect(container.querySelector('.locked-feature')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Domain' })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/ai_email'))).toHaveLength(0);
  });

  it('a 402 feature_locked from the API (features not known yet) shows the same placeholder', async () => {
    fakeEmailApi(workspace(), {
      'GET /ai_email/domains': () => ({
        error: 'AI domain is available from the Unlimited plan',
        status: 402,
      }),
    });
    // mockApi answers errors without a code: a feature_locked answer is built by hand.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/ai_email/domains')
          return Response.json(
            {
              ok: false,
              error: 'AI domain is available from the Unlimited plan',
              code: 'feature_locked',
              feature: 'ai_domain',
              tier: 'unlimited',
            },
            { status: 402 },
          );
        return Response.json({ ok: true, payload: { credits_usage: { available_by_type: { default: 0 } } } });
      }),
    );
    const { container } = renderMailboxes('/mailboxes/domains');
    await waitFor(() => expect(container.querySelector('.locked-feature')).toBeTruthy());
  });
});
