import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi } from '../../../mock-api.test-support';
import { aiLocales } from '../i18n';
import MailboxProviderPage from '../pages/MailboxProviderPage';
import { checkOf } from './domains.test-support';

beforeAll(async () => {
  await aiLocales.load('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string, handlers: Record<string, MockHandler>) {
  const api = mockApi(handlers);
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/mailboxes/:type/:id" element={<MailboxProviderPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

const integrationId = '6f1c3a52-8d4e-4b7a-9c2f-1e5d7a9b3c40';

describe('the provider page mailboxes-provider (spec ai-telephony §2; issue 29)', () => {
  it('shows the DNS check of a connected mailbox’s domain, record by record, and checks again', async () => {
    let answer = checkOf('acme.com', 'error');
    const api = renderAt(`/mailboxes/smtp/${integrationId}`, {
      'GET /integrations/smtp/*/dns_check': () => ({ payload: answer }),
    });
    const section = await screen.findByRole('region', { name: 'DNS check of acme.com' });
    expect(within(section).getByText(/this SMTP mailbox/)).toBeTruthy();
    const spf = section.querySelector('tr[data-record="spf"]') as HTMLElement;
    expect(within(spf).getByText('Wrong or missing')).toBeTruthy();
    expect(within(spf).getByText('SPF does not include _spf.reachly.io')).toBeTruthy();
    expect(
      within(section.querySelector('tr[data-record="dkim"]') as HTMLElement).getByText('Correct'),
    ).toBeTruthy();

    answer = checkOf('acme.com', 'ok');
    fireEvent.click(within(section).getByRole('button', { name: 'Check again' }));
    await within(section).findByText('SPF includes _spf.reachly.io');
    expect(api.callsTo('GET', `/integrations/smtp/${integrationId}/dns_check`)).toHaveLength(2);
  });

  it('a mailbox that is not this workspace’s is not found', async () => {
    renderAt(`/mailboxes/google/${integrationId}`, {
      'GET /integrations/google/*/dns_check': () => ({ error: 'Mailbox not found', status: 404 }),
    });
    expect(await screen.findByText('Mailbox not found')).toBeTruthy();
    expect(screen.getByText('This mailbox is not connected in this workspace.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to integrations' })).toBeTruthy();
  });

  it('a provider the product does not know is not found, without asking the API', async () => {
    const api = renderAt('/mailboxes/yahoo/int-1', {});
    expect(await screen.findByText('Mailbox not found')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('a mailbox with no address yet says so in the API’s words', async () => {
    renderAt(`/mailboxes/smtp/${integrationId}`, {
      'GET /integrations/smtp/*/dns_check': () => ({
        error: 'This mailbox has no email address yet: finish connecting it first',
        status: 400,
      }),
    });
    expect(await screen.findByText('This mailbox can not be checked')).toBeTruthy();
    expect(
      screen.getByText('This mailbox has no email address yet: finish connecting it first'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
