import { setUpInboxPageTests, silentSocketIo } from '../page-tests.test-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { fieldOfError } from './components/MailboxForm';
import { signInPage } from './hooks/useIntegrations';
import type { CatalogueJson, MailboxJson } from './integrations.types';

vi.mock('socket.io-client', () => silentSocketIo());

function catalogue(overrides: Partial<CatalogueJson> = {}): CatalogueJson {
  const provider = (
    category: CatalogueJson['categories'][number]['id'],
    id: string,
    name: string,
    status: string,
  ) => ({
    id,
    name,
    category,
    status: status as CatalogueJson['categories'][number]['providers'][number]['status'],
    last_error: null,
  });
  return {
    categories: [
      {
        id: 'email',
        providers: [
          provider('email', 'smtp', 'SMTP / IMAP', 'disconnected'),
          provider('email', 'google', 'Google', 'not_configured'),
        ],
      },
      {
        id: 'crm',
        providers: [
          provider('crm', 'hubspot', 'HubSpot', 'connected'),
          provider('crm', 'pipedrive', 'Pipedrive', 'disconnected'),
        ],
      },
      { id: 'automation', providers: [provider('automation', 'webhook', 'Webhooks', 'disconnected')] },
      { id: 'marketing', providers: [provider('marketing', 'mailchimp', 'Mailchimp', 'coming_soon')] },
      { id: 'productivity', providers: [provider('productivity', 'slack', 'Slack', 'coming_soon')] },
    ],
    credentials_id: 'cred-1',
    mailboxes: [],
    ...overrides,
  };
}

const connected: MailboxJson = {
  _id: 'int-1',
  type: 'smtp',
  category: 'email',
  status: 'connected',
  email: 'sam@x.test',
  from_name: 'Sam',
  credentials_id: 'cred-1',
  smtp: { host: 'smtp.x.test', port: 587, secure: false, user: 'sam@x.test' },
  imap: { host: 'imap.x.test', port: 993, secure: true, user: 'sam@x.test' },
  last_error: null,
  last_error_from: null,
  reads_replies: true,
  follow_ups_without_replies: 'stop',
};

function integrationsApi(extra: Record<string, MockHandler> = {}, data: Partial<CatalogueJson> = {}) {
  return mockApi({
    'GET /integrations/catalogue': () => ({ payload: catalogue(data) }),
    'GET /credentials/fetch': () => ({
      payload: [
        { _id: 'cred-1', username: 'sam@x.test', first_name: 'Sam', last_name: 'Sender', status: 'ok' },
      ],
    }),
    'GET /space/info': () => ({ payload: { _id: 's-1', admins: [], users: [] } }),
    ...extra,
  });
}

const grid = () => screen.findByRole('list', { name: 'Integrations' });

setUpInboxPageTests();

describe('fieldOfError', () => {
  it.each([
    ['secure: Port 587 uses STARTTLS: turn SSL off', 'secure', 'Port 587 uses STARTTLS: turn SSL off'],
    [
      'imap_secure: Port 143 uses STARTTLS: turn SSL off',
      'imap_secure',
      'Port 143 uses STARTTLS: turn SSL off',
    ],
    [
      'imap_password: The IMAP server refused the user name or password',
      'password',
      'The IMAP server refused the user name or password',
    ],
    [
      'Email integration is down, please reconnect it',
      null,
      'Email integration is down, please reconnect it',
    ],
  ])('%s', (message, field, text) => {
    expect(fieldOfError(message)).toEqual({ field, text });
  });
});

describe('Integrations catalogue', () => {
  it('shows every category with status badges; ?type= selects one and search narrows the cards', async () => {
    const api = integrationsApi();
    renderArea(App, '/integrations?space=s-1');
    const list = await grid();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['SMTP / IMAP', 'Google', 'HubSpot', 'Pipedrive', 'Webhooks', 'Mailchimp', 'Slack']);
    const google = within(list).getByRole('listitem', { name: 'Google' });
    expect(google.textContent).toContain('Not configured');
    expect(within(google).getByRole('button', { name: 'Connect' })).toHaveProperty('disabled', true);
    expect(within(list).getByRole('listitem', { name: 'Slack' }).textContent).toContain('Coming soon');
    expect(api.callsTo('GET', '/integrations/catalogue').at(-1)?.query.get('credentials_id')).toBe('cred-1');

    fireEvent.click(screen.getByRole('tab', { name: 'CRM' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Integrations' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('region', { name: 'Mailboxes' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search integrations'), { target: { value: 'pipe' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Integrations' }))
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Pipedrive']),
    );
  });

  // Issue 26 item 24: an operator warning never reaches a customer, even from an older server.
  it('shows no operator warning on the email section', async () => {
    const olderAnswer = { public_url_warning: 'PUBLIC_URL is not set: unsubscribe and tracking links …' };
    integrationsApi({}, olderAnswer as Partial<CatalogueJson>);
    renderArea(App, '/integrations?type=email&space=s-1');
    const section = await screen.findByRole('region', { name: 'Mailboxes' });
    expect(await within(section).findByText('No mailbox connected to this account yet')).toBeTruthy();
    expect(within(section).queryByRole('note')).toBeNull();
    expect(document.body.textContent).not.toMatch(/PUBLIC_URL|will point at this machine/);
  });

  it('connects a mailbox: connect, then add_smtp; a refusal shows on its field and the retry reuses the integration', async () => {
    let attempts = 0;
    const api = integrationsApi({
      'POST /integrations/*/connect': () => ({
        payload: {
          url: '/integrations?type=email',
          integration: { ...connected, _id: 'int-new', status: 'disconnected' },
        },
      }),
      'PUT /integrations/smtp/*/add_smtp': () => {
        attempts += 1;
        if (attempts === 1) return { error: 'secure: Port 2525 uses STARTTLS: turn SSL off' };
        return { payload: { ...connected, _id: 'int-new' } };
      },
    });
    renderArea(App, '/integrations?type=email&space=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect a mailbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a mailbox (SMTP / IMAP)' });
    // Required fields are checked before any call.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findAllByText('Fill this field')).toHaveLength(4);
    expect(api.callsTo('POST', '/integrations/smtp/connect')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Host'), { target: { value: 'mail.x.test' } });
    fireEvent.change(within(dialog).getByLabelText('Port'), { target: { value: '2525' } });
    fireEvent.change(within(dialog).getByLabelText('Security'), { target: { value: 'ssl' } });
    fireEvent.change(within(dialog).getByLabelText('User'), { target: { value: 'sam@x.test' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.change(within(dialog).getByLabelText('Sender address'), { target: { value: 'sam@x.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));

    const security = within(dialog).getByLabelText('Security');
    await waitFor(() =>
      expect(within(dialog).getByText('Port 2525 uses STARTTLS: turn SSL off')).toBeTruthy(),
    );
    expect(security.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText('Port 2525 uses STARTTLS: turn SSL off').id,
    );
    expect(api.callsTo('PUT', '/integrations/smtp/int-new/add_smtp')[0]?.body).toMatchObject({
      host: 'mail.x.test',
      port: 2525,
      secure: true,
      user: 'sam@x.test',
      from_email: 'sam@x.test',
    });

    fireEvent.change(security, { target: { value: 'starttls' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/integrations/smtp/connect')).toHaveLength(1);
    expect(api.callsTo('PUT', '/integrations/smtp/int-new/add_smtp')[1]?.body).toMatchObject({
      secure: false,
    });
  });

  it('a mailbox with an address links to the DNS check of its domain (issue 29)', async () => {
    integrationsApi({}, { mailboxes: [connected, { ...connected, _id: 'int-2', email: null }] });
    renderArea(App, '/integrations?type=email&space=s-1');
    const table = await screen.findByRole('table', { name: 'Mailboxes' });
    const link = within(table).getByRole('link', { name: 'DNS check of sam@x.test' });
    expect(link.getAttribute('href')).toBe('/mailboxes/smtp/int-1?space=s-1');
    expect(within(table).getAllByRole('link', { name: /^DNS check of/ })).toHaveLength(1);
  });

  it('lists the mailboxes with status and last error; sends a test email and disconnects', async () => {
    const api = integrationsApi(
      {
        'POST /workflows/steps/send_email/test': () => ({
          payload: { message_id: '<m@x>', receiver: 'me@x.test' },
        }),
        'POST /integrations/smtp/disconnect': () => ({ payload: [{ ...connected, status: 'disconnected' }] }),
      },
      {
        mailboxes: [
          connected,
          {
            ...connected,
            _id: 'int-2',
            email: 'old@x.test',
            status: 'disconnected',
            last_error: '535 refused',
          },
        ],
      },
    );
    renderArea(App, '/integrations?type=email&space=s-1');
    const table = await screen.findByRole('table', { name: 'Mailboxes' });
    const broken = within(table).getByRole('row', { name: /old@x.test/ });
    expect(broken.textContent).toContain('Not connected');
    expect(broken.textContent).toContain('535 refused');

    const row = within(table).getByRole('row', { name: /sam@x.test/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Send test email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test email' });
    fireEvent.change(within(dialog).getByLabelText('Send to'), { target: { value: 'me@x.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // No subject or text: the API writes the test message, not the button's label (issue 26 item 13).
    expect(api.callsTo('POST', '/workflows/steps/send_email/test')[0]?.body).toEqual({
      integration_id: 'int-1',
      receiver: 'me@x.test',
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.callsTo('POST', '/integrations/smtp/disconnect')).toHaveLength(1));
    expect(api.callsTo('POST', '/integrations/smtp/disconnect')[0]?.body).toEqual({
      integration_id: 'int-1',
    });
  });

  it('a connected mailbox whose server fails does not read Connected: it says which half fails (issue 26 item 11)', async () => {
    integrationsApi(
      {},
      {
        mailboxes: [
          { ...connected, last_error: 'Could not connect to smtp.x.test:587', last_error_from: 'smtp' },
          {
            ...connected,
            _id: 'int-2',
            email: 'imap@x.test',
            last_error: 'IMAP: Could not connect',
            last_error_from: 'imap',
          },
        ],
      },
    );
    renderArea(App, '/integrations?type=email&space=s-1');
    const table = await screen.findByRole('table', { name: 'Mailboxes' });
    const sending = within(table).getByRole('row', { name: /sam@x.test/ });
    expect(sending.textContent).toContain('Sending fails');
    expect(sending.textContent).toContain('Could not connect to smtp.x.test:587');
    expect(sending.textContent).not.toContain('Connected');
    expect(within(table).getByRole('row', { name: /imap@x.test/ }).textContent).toContain(
      'Reading replies fails',
    );
  });

  it("a mailbox without IMAP says replies are not read, and its follow-ups are the user's choice (issue 26 item 8)", async () => {
    const api = integrationsApi(
      {
        'PUT /integrations/smtp/*/follow_ups': () => ({
          payload: { ...connected, imap: null, reads_replies: false, follow_ups_without_replies: 'send' },
        }),
      },
      { mailboxes: [{ ...connected, imap: null, reads_replies: false }] },
    );
    renderArea(App, '/integrations?type=email&space=s-1');
    const table = await screen.findByRole('table', { name: 'Mailboxes' });
    const note = within(table).getByRole('note', { name: 'Replies are not read' });
    expect(note.textContent).toContain('a prospect who answers would still get the follow-ups');
    const choice = within(note).getByLabelText('Follow-ups while replies are not read');
    expect((choice as HTMLSelectElement).value).toBe('stop');
    fireEvent.change(choice, { target: { value: 'send' } });
    await waitFor(() => expect(api.callsTo('PUT', '/integrations/smtp/int-1/follow_ups')).toHaveLength(1));
    expect(api.callsTo('PUT', '/integrations/smtp/int-1/follow_ups')[0]?.body).toEqual({
      follow_ups_without_replies: 'send',
    });
  });

  it('the mailbox form asks what follow-ups do when no IMAP host is given, and sends the choice', async () => {
    const api = integrationsApi({
      'POST /integrations/*/connect': () => ({
        payload: {
          url: '/integrations?type=email',
          integration: { ...connected, _id: 'int-new', status: 'disconnected' },
        },
      }),
      'PUT /integrations/smtp/*/add_smtp': () => ({ payload: { ...connected, _id: 'int-new' } }),
    });
    renderArea(App, '/integrations?type=email&space=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect a mailbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a mailbox (SMTP / IMAP)' });
    for (const [label, value] of [
      ['Host', 'mail.x.test'],
      ['User', 'sam@x.test'],
      ['Password', 'pw'],
      ['Sender address', 'sam@x.test'],
    ] as const)
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fireEvent.change(within(dialog).getByLabelText('Follow-ups while replies are not read'), {
      target: { value: 'send' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(api.callsTo('PUT', '/integrations/smtp/int-new/add_smtp')).toHaveLength(1));
    expect(api.callsTo('PUT', '/integrations/smtp/int-new/add_smtp')[0]?.body).toMatchObject({
      follow_ups_without_replies: 'send',
    });
  });

  it('every mailbox has Remove, set up or not; it asks first (issue 26 item 9)', async () => {
    const api = integrationsApi(
      { 'DELETE /integrations/smtp/*/delete': () => ({ payload: { ...connected, _id: 'int-2' } }) },
      {
        mailboxes: [
          connected,
          { ...connected, _id: 'int-2', email: null, smtp: null, imap: null, status: 'disconnected' },
        ],
      },
    );
    renderArea(App, '/integrations?type=email&space=s-1');
    const table = await screen.findByRole('table', { name: 'Mailboxes' });
    expect(within(table).getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    const unset = within(table).getByRole('row', { name: /Not set up yet/ });
    fireEvent.click(within(unset).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this mailbox?' });
    expect(api.callsTo('DELETE', '/integrations/smtp/int-2/delete')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/integrations/smtp/int-2/delete')).toHaveLength(1));
  });

  it('Connect with Google starts its sign-in: the browser goes to the URL connect answers', async () => {
    const assign = vi.spyOn(signInPage, 'assign').mockImplementation(() => undefined);
    const authorize = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=app&state=signed';
    const api = integrationsApi(
      {
        'POST /integrations/*/connect': () => ({
          payload: { url: authorize, integration: { ...connected, type: 'google', status: 'disconnected' } },
        }),
      },
      {
        categories: catalogue().categories.map((category) => ({
          ...category,
          providers: category.providers.map((provider) =>
            provider.id === 'google' ? { ...provider, status: 'disconnected' as const } : provider,
          ),
        })),
      },
    );
    renderArea(App, '/integrations?type=email&space=s-1');
    const google = within(await grid()).getByRole('listitem', { name: 'Google' });
    fireEvent.click(within(google).getByRole('button', { name: 'Connect Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(authorize));
    expect(api.callsTo('POST', '/integrations/google/connect')[0]?.query.get('credentials_id')).toBe(
      'cred-1',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    assign.mockRestore();
  });

  it("shows the OAuth callback's error from the query until dismissed", async () => {
    integrationsApi();
    const reason = 'Google sign-in was cancelled: the mailbox was not connected';
    renderArea(App, `/integrations?type=email&error=${encodeURIComponent(reason)}&space=s-1`);
    const section = await screen.findByRole('region', { name: 'Mailboxes' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('The mailbox was not connected');
    expect(alert.textContent).toContain(reason);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull());
  });

  it('the connect url (integration_id) opens the form on that mailbox', async () => {
    integrationsApi(
      {},
      { mailboxes: [{ ...connected, _id: 'int-9', status: 'disconnected', smtp: null, email: null }] },
    );
    renderArea(
      App,
      '/integrations?type=email&provider=smtp&integration_id=int-9&credentials_id=cred-1&space=s-1',
    );
    expect(await screen.findByRole('dialog', { name: 'Connect a mailbox (SMTP / IMAP)' })).toBeTruthy();
  });
});
