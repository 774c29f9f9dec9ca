import { setUpInboxPageTests, silentSocketIo, slow } from '../page-tests.test-support';
import { useSnackbars } from '@outreach/design-system';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import type { Webhook } from './automation.types';

vi.mock('socket.io-client', () => silentSocketIo());

function webhook(id: string, extra: Partial<Webhook> = {}): Webhook {
  return {
    _id: id,
    name: 'CRM sync',
    url: 'https://hooks.example.com/a',
    update_types: ['got_reply'],
    workflow_id: null,
    is_active: true,
    source: 'app',
    last_delivery: null,
    secret_hint: '…abcd',
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    ...extra,
  };
}

function hooksApi(items: Webhook[]) {
  let list = items;
  return mockApi({
    'GET /integrations/webhook': () => ({ payload: list }),
    'GET /workflows': () => ({ payload: { items: [], total: 0 } }),
    'POST /integrations/webhook': (call) => {
      const body = call.body as { url: string };
      if (body.url.startsWith('http://10.'))
        return { status: 400, error: 'The URL points to a private or local address, which is not allowed' };
      const created = webhook('w-new', { name: 'New', url: body.url });
      list = [created, ...list];
      return { payload: { ...created, secret: 'whsec_shown-once' } };
    },
    'POST /integrations/webhook/*/rotate_secret': () => ({
      payload: { ...webhook('w1'), secret: 'whsec_rotated' },
    }),
  });
}

setUpInboxPageTests();

describe('Integrations › Automation › Webhooks', () => {
  it('lists webhooks with triggers in words, and Zapier subscriptions read-only with a badge', async () => {
    hooksApi([
      webhook('w1', {
        last_delivery: {
          _id: 'd1',
          status: 'failed',
          status_code: 500,
          created_at: '2026-01-05T10:00:00.000Z',
        },
      }),
      webhook('w2', { name: 'Zapier: Meeting booked', source: 'zapier', update_types: ['meet_booked'] }),
    ]);
    renderArea(App, '/integrations/automation/webhook?space=s-1');
    const table = await screen.findByRole('table', { name: 'Webhooks' }, slow);
    const app = within(table).getByRole('row', { name: /CRM sync/ });
    expect(app.textContent).toContain('Prospect replied');
    expect(app.textContent).toContain('Failed');
    expect(within(app).getByRole('button', { name: 'Send test' })).toBeTruthy();
    const zapier = within(table).getByRole('row', { name: /Zapier: Meeting booked/ });
    expect(zapier.textContent).toContain('Zapier');
    expect(within(zapier).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(zapier).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(zapier).getByRole('button', { name: 'Deliveries' })).toBeTruthy();
  });

  it('needs a trigger, shows a refused URL under the field, then shows the secret once', async () => {
    const api = hooksApi([]);
    renderArea(App, '/integrations/automation/webhook?space=s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'New webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    fireEvent.change(within(dialog).getByLabelText(/^Callback URL/), {
      target: { value: 'http://10.0.0.1/x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A webhook needs at least one update type')).toBeTruthy();
    expect(api.callsTo('POST', '/integrations/webhook')).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText('Prospect replied'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The URL points to a private or local address, which is not allowed'),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Callback URL/), {
      target: { value: 'https://hooks.example.com/new' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect((within(shown).getByLabelText('Secret') as HTMLInputElement).value).toBe('whsec_shown-once');
    expect(api.callsTo('POST', '/integrations/webhook').at(-1)?.body).toMatchObject({
      url: 'https://hooks.example.com/new',
      update_types: ['got_reply'],
      workflow_id: null,
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await screen.findByRole('row', { name: /hooks\.example\.com\/new/ });
    expect(document.body.textContent).not.toContain('whsec_shown-once');
  });

  it('asks before a new secret replaces the old one, then shows the new secret once', async () => {
    const api = hooksApi([webhook('w1')]);
    renderArea(App, '/integrations/automation/webhook?space=s-1');
    const row = await screen.findByRole('row', { name: /CRM sync/ }, slow);
    fireEvent.click(within(row).getByRole('button', { name: 'New secret' }));
    const ask = await screen.findByRole('dialog', { name: 'Create a new secret?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/integrations/webhook/w1/rotate_secret')).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'New secret' }));
    const again = await screen.findByRole('dialog', { name: 'Create a new secret?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Create new secret' }));
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect((within(shown).getByLabelText('Secret') as HTMLInputElement).value).toBe('whsec_rotated');
    expect(api.callsTo('POST', '/integrations/webhook/w1/rotate_secret')).toHaveLength(1);
  });
});

const snackbarTexts = () => useSnackbars.getState().snackbars.map((snackbar) => snackbar.text);

describe('Integrations › Automation › Label and base settings', () => {
  const labelRow = (id: string, name: string) => ({
    _id: id,
    name,
    color: '#d93848',
    type: 'profile',
    is_shared: true,
    display_order: 0,
    created_at: '2026-01-05T09:00:00.000Z',
  });

  function settingsApi(saved: { label_ids: string[] | null; include_message_text: boolean }) {
    let current = { ...saved, updated_at: null as string | null };
    return mockApi({
      'GET /integrations/webhook/settings': () => ({ payload: current }),
      'GET /labels/fetch': () => ({ payload: [labelRow('l-hot', 'Hot'), labelRow('l-cold', 'Cold')] }),
      'PUT /integrations/webhook/settings': (call) => {
        current = { ...current, ...(call.body as object), updated_at: '2026-01-06T09:00:00.000Z' };
        return { payload: current };
      },
    });
  }

  it('sends every label by default; choosing only some needs one at least, then saves their ids', async () => {
    const api = settingsApi({ label_ids: null, include_message_text: true });
    renderArea(App, '/integrations/automation/labels-settings?space=s-1');
    const every = await screen.findByRole('switch', { name: 'Every label' });
    expect((every as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Hot' })).toBeNull();

    fireEvent.click(every);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one label, or send every label')).toBeTruthy();
    expect(api.callsTo('PUT', '/integrations/webhook/settings')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbarTexts()).toContain('Settings saved'));
    expect(api.callsTo('PUT', '/integrations/webhook/settings')[0]?.body).toEqual({ label_ids: ['l-hot'] });
  });

  it('shows the saved labels, and the base setting turns the message text off at once', async () => {
    const api = settingsApi({ label_ids: ['l-cold'], include_message_text: true });
    renderArea(App, '/integrations/automation/labels-settings?space=s-1');
    expect(((await screen.findByRole('checkbox', { name: 'Cold' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Hot' }) as HTMLInputElement).checked).toBe(false);
    cleanup();

    renderArea(App, '/integrations/automation/base-settings?space=s-1');
    const text = await screen.findByRole('switch', { name: 'Include the message text and subject' });
    expect((text as HTMLInputElement).checked).toBe(true);
    fireEvent.click(text);
    await waitFor(() => expect(snackbarTexts()).toContain('Settings saved'));
    expect(api.callsTo('PUT', '/integrations/webhook/settings')[0]?.body).toEqual({
      include_message_text: false,
    });
    expect(
      (
        (await screen.findByRole('switch', {
          name: 'Include the message text and subject',
        })) as HTMLInputElement
      ).checked,
    ).toBe(false);
  });
});
