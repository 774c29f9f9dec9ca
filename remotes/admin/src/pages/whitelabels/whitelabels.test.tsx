import { platformAdmin, setUpAdminPageTests } from '../admin-pages.test-support';
import { getBrand } from '@outreach/brands';
import { sessionStore } from '@outreach/sdk';
import { useSnackbars } from '@outreach/design-system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockHandler, mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import type { Whitelabel, WhitelabelRow } from './whitelabels-api';

const acme = getBrand('acme');

const query = '?selectedCred=cred-1&space=space-1';

const allowed = {
  details: true,
  options: true,
  colors: true,
  support: true,
  email: true,
  email_domain: true,
};

function record(change: Partial<Whitelabel> = {}, brand: Partial<Whitelabel['brand']> = {}): Whitelabel {
  return {
    id: 'acme',
    status: 'active',
    brand: {
      ...acme,
      auth: { password: true, google: false, ghl: false, uiRegistration: true, ghlOnlyRegistration: false },
      ...brand,
    },
    owner_emails: ['owner@acme.test'],
    email_config: {
      sender_name: 'Acme',
      sender_address: 'no-reply@acme.test',
      domain_verified: false,
      verified_domain: null,
      smtp: null,
    },
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    archived_at: null,
    can_edit: allowed,
    ...change,
  };
}

function row(id: string, name: string, change: Partial<WhitelabelRow> = {}): WhitelabelRow {
  return {
    id,
    name,
    status: 'active',
    family: 'partner',
    domains: [`${id}.example.com`],
    owner_emails: [`owner@${id}.example.com`],
    logo: { shape: 'square', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    primary: '#123456',
    customers: 3,
    created_at: '2026-11-01T00:00:00.000Z',
    archived_at: null,
    ...change,
  };
}

/** The test's handlers first (the first matching pattern answers), then the defaults. */
function serve(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    ...handlers,
    'GET /admin/whitelabels':
      handlers['GET /admin/whitelabels'] ??
      ((call) =>
        call.query.get('status') === 'archived'
          ? { payload: { items: [row('old', 'Old Brand', { status: 'archived' })], total: 1 } }
          : { payload: { items: [row('reachly', 'Reachly'), row('acme', 'Acme Growth')], total: 2 } }),
    'GET /admin/whitelabels/*': handlers['GET /admin/whitelabels/*'] ?? (() => ({ payload: record() })),
  });
}

const at = (path: string) => renderArea(App, `${path}${query}`);
const location = () => screen.getByTestId('location').textContent;
const saveButton = (within_: HTMLElement = document.body) =>
  within(within_).getByRole('button', { name: 'Save' });

setUpAdminPageTests();

describe('white-labels list (spec platform §2 /admin/whitelabels/:status?)', () => {
  it('lists the active white-labels with their domains, owners and customers; archived under its tab', async () => {
    const api = serve();
    at('/admin/whitelabels');
    // the first test loads the area's pages: slow on a busy machine
    const link = await screen.findByRole('link', { name: 'Acme Growth' }, { timeout: 5000 });
    const acmeRow = link.closest('tr') as HTMLElement;
    expect(within(acmeRow).getByText('acme.example.com')).toBeTruthy();
    expect(within(acmeRow).getByText('owner@acme.example.com')).toBeTruthy();
    expect(within(acmeRow).getByText('3')).toBeTruthy();
    expect(within(acmeRow).getByRole('img', { name: 'Logo of Acme Growth' })).toBeTruthy();
    expect(screen.getByText('2 white-labels')).toBeTruthy();
    expect(api.callsTo('GET', '/admin/whitelabels')[0]?.query.get('status')).toBe('active');

    fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    expect(await screen.findByRole('link', { name: 'Old Brand' })).toBeTruthy();
    expect(location()).toBe(`/admin/whitelabels/archived${query}`);
    expect(screen.getByRole('button', { name: 'Restore Old Brand' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Old Brand' }));
    await waitFor(() => expect(location()).toBe('/admin/whitelabels/old/details'));
  });

  it('creates a white-label (domains and owners comma or line separated, copied from a brand) and opens it', async () => {
    const api = serve({
      'POST /admin/whitelabels': () => ({
        payload: record({ id: 'globex' }, { id: 'globex', name: 'Globex' }),
      }),
      'GET /admin/whitelabels/globex': () => ({
        payload: record({ id: 'globex' }, { id: 'globex', name: 'Globex' }),
      }),
    });
    at('/admin/whitelabels');
    fireEvent.click(await screen.findByRole('button', { name: 'New white-label' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'New white-label' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Id/), { target: { value: 'globex' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Globex' } });
    fireEvent.change(within(dialog).getByLabelText('Domains'), {
      target: { value: 'app.globex.test, crm.globex.test\n\nglobex.localhost' },
    });
    fireEvent.change(within(dialog).getByLabelText('Owner admin emails'), {
      target: { value: 'hank@globex.test' },
    });
    fireEvent.change(within(dialog).getByLabelText('Copy settings from'), { target: { value: 'acme' } });
    fireEvent.click(create);
    await waitFor(() => expect(location()).toBe('/admin/whitelabels/globex/details'));
    expect(api.callsTo('POST', '/admin/whitelabels')[0]?.body).toEqual({
      id: 'globex',
      name: 'Globex',
      domains: ['app.globex.test', 'crm.globex.test', 'globex.localhost'],
      owner_emails: ['hank@globex.test'],
      copy_from: 'acme',
    });
    expect(await screen.findByDisplayValue('Globex')).toBeTruthy();
  });

  it('keeps the dialog open with the API message when the id is taken', async () => {
    serve({
      'POST /admin/whitelabels': () => ({ error: 'A white-label with this id already exists', status: 409 }),
    });
    at('/admin/whitelabels');
    fireEvent.click(await screen.findByRole('button', { name: 'New white-label' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'New white-label' });
    fireEvent.change(within(dialog).getByLabelText(/^Id/), { target: { value: 'acme' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Acme again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A white-label with this id already exists',
    );
    expect(location()).toBe(`/admin/whitelabels${query}`);
  });

  it('archives after a confirmation and shows the refusal for the default brand', async () => {
    const api = serve({
      'POST /admin/whitelabels/*/archive': (call) =>
        call.path.includes('reachly')
          ? { error: 'The default white-label cannot be archived', status: 400 }
          : { payload: record({ status: 'archived' }) },
    });
    at('/admin/whitelabels/active');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Reachly' }, { timeout: 5000 }));
    let dialog = screen.getByRole('dialog', { name: 'Archive this white-label?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The default white-label cannot be archived',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Archive Acme Growth' }));
    dialog = screen.getByRole('dialog', { name: 'Archive this white-label?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/admin/whitelabels/acme/archive')).toHaveLength(1);
    // the list is asked again (once at first: the list and the copy-from choices share the query)
    await waitFor(() => expect(api.callsTo('GET', '/admin/whitelabels')).toHaveLength(2));
  });

  it('shows no New white-label nor archive to a reseller', async () => {
    sessionStore.setState({ user: { ...platformAdmin, is_admin: false } });
    serve();
    at('/admin/whitelabels');
    await screen.findByRole('link', { name: 'Acme Growth' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'New white-label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive Acme Growth' })).toBeNull();
  });
});

describe('white-label details', () => {
  it('adds and removes domains as chips, explains custom domains and saves the details', async () => {
    const api = serve({ 'PUT /admin/whitelabels/*/details': () => ({ payload: record() }) });
    at('/admin/whitelabels/acme/details');
    expect(await screen.findByText(/point a CNAME record/, {}, { timeout: 5000 })).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove acme.localhost' }));
    fireEvent.change(screen.getByLabelText('Add to Domains'), { target: { value: 'crm.acme.com' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add' })[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText('Help'), { target: { value: 'https://help.acme.test' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT', '/admin/whitelabels/acme/details')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/whitelabels/acme/details')[0]?.body).toEqual({
      name: 'Acme Growth',
      domains: ['outreach.acme.test', 'crm.acme.com'],
      owner_emails: ['owner@acme.test'],
      nav_links: { help: 'https://help.acme.test' },
      embed_origins: ['https://portal.acme.test'],
    });
    await waitFor(() =>
      expect(useSnackbars.getState().snackbars.map((s) => s.text)).toContain('Changes saved'),
    );
  });

  it('is read-only when this admin may not edit the details (a reseller)', async () => {
    serve({
      'GET /admin/whitelabels/*': () => ({ payload: record({ can_edit: { ...allowed, details: false } }) }),
    });
    at('/admin/whitelabels/acme/details');
    expect(
      await screen.findByText('Only platform admins can change this section.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove acme.localhost' })).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('white-label colors and assets', () => {
  it('checks hex colours as the API does, previews valid ones and saves both themes', async () => {
    const api = serve({ 'PUT /admin/whitelabels/*/colors': () => ({ payload: record() }) });
    at('/admin/whitelabels/acme/colors');
    const primary = await screen.findByLabelText('Light theme: Primary', {}, { timeout: 5000 });
    const colors = screen.getByRole('region', { name: 'Colors' });
    fireEvent.change(primary, { target: { value: '#12' } });
    expect(within(colors).getByText('must be a hex colour (#abc or #aabbcc)')).toBeTruthy();
    expect((saveButton(colors) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(primary, { target: { value: '#f0a' } });
    expect(within(colors).queryByText('must be a hex colour (#abc or #aabbcc)')).toBeNull();
    // the picker shows the widened colour; the preview brand carries the edited one
    expect((screen.getByLabelText('Pick Light theme: Primary') as HTMLInputElement).value).toBe('#ff00aa');
    fireEvent.change(screen.getByLabelText('Pick Dark theme: Border'), { target: { value: '#334455' } });
    await waitFor(() =>
      expect(document.head.querySelector('style[data-ds-brand="wl-preview-acme"]')?.textContent).toContain(
        '#f0a',
      ),
    );
    expect(screen.getByTestId('preview-dark').closest('[data-theme]')?.getAttribute('data-theme')).toBe(
      'dark',
    );

    fireEvent.click(saveButton(colors));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/whitelabels/acme/colors')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/whitelabels/acme/colors')[0]?.body).toEqual({
      light: { ...acme.light, primary: '#f0a' },
      dark: { ...acme.dark, border: '#334455' },
    });
  });

  it('refuses a non-image and a too-large file before upload, sends a picked logo and the favicon removal', async () => {
    const api = serve({
      'GET /admin/whitelabels/*': () => ({
        payload: record({}, { favicon: 'data:image/png;base64,AAAA' }),
      }),
      'PUT /admin/whitelabels/*/assets': () => ({ payload: record() }),
    });
    at('/admin/whitelabels/acme/colors');
    const assets = await screen.findByRole('region', { name: 'Assets' }, { timeout: 5000 });
    const logoInput = within(assets).getByLabelText('Upload Logo');
    fireEvent.change(logoInput, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(within(assets).getByRole('alert').textContent).toBe('Choose a PNG, JPEG, WEBP, GIF or SVG image');
    const big = new File([new Uint8Array(256 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(logoInput, { target: { files: [big] } });
    expect(within(assets).getByRole('alert').textContent).toBe('The image must be at most 256 KB');

    fireEvent.change(logoInput, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] },
    });
    await waitFor(() =>
      expect(within(assets).getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe(
        'data:image/png;base64,iVBORw==',
      ),
    );
    fireEvent.click(within(assets).getByRole('button', { name: 'Remove Favicon' }));
    fireEvent.change(within(assets).getByLabelText('Logo shape'), { target: { value: 'square' } });
    fireEvent.click(saveButton(assets));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/whitelabels/acme/assets')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/whitelabels/acme/assets')[0]?.body).toEqual({
      logo_shape: 'square',
      logo_image: 'data:image/png;base64,iVBORw==',
      favicon: null,
    });
  });
});

describe('white-label options', () => {
  it('disables a switch that would break an auth rule, with why, and shows the API refusal', async () => {
    const api = serve({
      'PUT /admin/whitelabels/*/options': () => ({
        error: 'UI registration and GHL-only registration cannot both be on',
        status: 400,
      }),
    });
    at('/admin/whitelabels/acme/options');
    const ghlOnly = (await screen.findByRole(
      'switch',
      { name: 'New accounts from the marketing platform (GHL) only' },
      { timeout: 5000 },
    )) as HTMLInputElement;
    // password and the sign-up page are on: GHL-only registration cannot be turned on
    expect(ghlOnly.disabled).toBe(true);
    expect(screen.getByText('Turn off the sign-up page and email and password sign-in first.')).toBeTruthy();
    // password is the only method on: it cannot be turned off
    const password = screen.getByRole('switch', { name: 'Email and password' }) as HTMLInputElement;
    expect(password.disabled).toBe(true);
    expect(screen.getByText('At least one sign-in method stays on: turn another one on first.')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Marketing platform (GHL)' }));
    expect(password.disabled).toBe(false);
    fireEvent.click(password);
    fireEvent.click(screen.getByRole('switch', { name: 'Sign-up page open' }));
    expect(ghlOnly.disabled).toBe(false);
    fireEvent.click(ghlOnly);
    // now the sign-up page cannot come back on while GHL-only is on
    expect((screen.getByRole('switch', { name: 'Sign-up page open' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getAllByText('Turn off GHL-only registration first.')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Workspaces are limited by'), {
      target: { value: 'max_credentials' },
    });
    expect(screen.getByText('Enter a whole number above 0')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Maximum connected accounts'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('switch', { name: 'People can create new workspaces' }));
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'UI registration and GHL-only registration cannot both be on',
    );
    expect(api.callsTo('PUT', '/admin/whitelabels/acme/options')[0]?.body).toEqual({
      auth: { password: false, google: false, ghl: true, uiRegistration: false, ghlOnlyRegistration: true },
      features: {
        ...acme.features,
        newWorkspace: !acme.features.newWorkspace,
        seatsMode: 'max_credentials',
        maxCredentials: 7,
      },
    });
  });
});

describe('white-label email configuration and support', () => {
  it('saves the sender and SMTP server (an empty password keeps the stored one) and shows a failed test email', async () => {
    const api = serve({
      'GET /admin/whitelabels/*': () => ({
        payload: record({
          email_config: {
            sender_name: 'Acme',
            sender_address: 'no-reply@acme.test',
            domain_verified: false,
            verified_domain: null,
            smtp: { host: 'smtp.acme.test', port: 587, secure: false, user: 'mailer', has_password: true },
          },
        }),
      }),
      'PUT /admin/whitelabels/*/email_config': () => ({ payload: record() }),
      'POST /admin/emails/test': () => ({ error: 'Port 587 uses STARTTLS: turn SSL off', status: 400 }),
    });
    at('/admin/whitelabels/acme/email-configuration');
    expect(
      await screen.findByText('A password is stored: leave empty to keep it.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sender name'), { target: { value: 'Acme Team' } });
    fireEvent.click(screen.getByRole('switch', { name: 'SSL' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT', '/admin/whitelabels/acme/email_config')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/whitelabels/acme/email_config')[0]?.body).toEqual({
      sender_name: 'Acme Team',
      sender_address: 'no-reply@acme.test',
      smtp: { host: 'smtp.acme.test', port: 587, secure: true, user: 'mailer' },
    });

    const card = screen.getByRole('region', { name: 'Send a test email' });
    fireEvent.change(within(card).getByLabelText('Send to'), { target: { value: 'me@acme.test' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send a test email' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Port 587 uses STARTTLS: turn SSL off');
    expect(api.callsTo('POST', '/admin/emails/test')[0]?.body).toEqual({
      whitelabel_id: 'acme',
      to: 'me@acme.test',
    });
  });

  it("lets a platform admin verify the sender's domain, after which secret emails come from its address", async () => {
    const verified = record();
    verified.email_config = { ...verified.email_config, domain_verified: true, verified_domain: 'acme.test' };
    const api = serve({ 'PUT /admin/whitelabels/*/email_domain': () => ({ payload: verified }) });
    at('/admin/whitelabels/acme/email-configuration');
    const card = await screen.findByRole('region', { name: 'Sender domain' }, { timeout: 5000 });
    expect(within(card).getByRole('status').textContent).toBe(
      "Not verified: password resets, activations and invitations come from the platform's address under the name Acme.",
    );
    fireEvent.click(within(card).getByRole('switch', { name: 'Domain acme.test verified' }));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/whitelabels/acme/email_domain')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/whitelabels/acme/email_domain')[0]?.body).toEqual({ verified: true });
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe(
        'Verified: password resets, activations and invitations come from no-reply@acme.test (acme.test).',
      ),
    );
  });

  it('shows a reseller the domain state read-only, with why only the platform verifies it', async () => {
    serve({
      'GET /admin/whitelabels/*': () => ({
        payload: record({ can_edit: { ...allowed, details: false, options: false, email_domain: false } }),
      }),
    });
    at('/admin/whitelabels/acme/email-configuration');
    const card = await screen.findByRole('region', { name: 'Sender domain' }, { timeout: 5000 });
    expect(within(card).queryByRole('switch')).toBeNull();
    expect(within(card).getByText(/Only the platform can verify a sender domain/)).toBeTruthy();
  });

  it('chooses a support widget with its id', async () => {
    const api = serve({ 'PUT /admin/whitelabels/*/support': () => ({ payload: record() }) });
    at('/admin/whitelabels/acme/support');
    const select = await screen.findByLabelText('Support chat', {}, { timeout: 5000 });
    fireEvent.change(select, { target: { value: 'crisp' } });
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Id'), { target: { value: 'site-123' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT', '/admin/whitelabels/acme/support')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/whitelabels/acme/support')[0]?.body).toEqual({
      integration: 'crisp',
      app_id: 'site-123',
    });
  });
});
