import { setUpInboxPageTests, silentSocketIo, slow } from '../page-tests.test-support';
import { useSnackbars } from '@outreach/design-system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import type { ApiKeyJson } from '@outreach/core/outreach';

vi.mock('socket.io-client', () => silentSocketIo());

const secret = `rk_live_${'s'.repeat(43)}`;

function key(id: string, name: string, extra: Partial<ApiKeyJson> = {}): ApiKeyJson {
  return {
    _id: id,
    name,
    prefix: 'rk_live_AbCd',
    created_by: { _id: 'u1', name: 'Ada Admin', email: 'ada@x.test' },
    created_at: '2026-01-05T09:00:00.000Z',
    last_used_at: null,
    ...extra,
  };
}

function keysApi(options: { admin: boolean; items?: ApiKeyJson[] }, extra: Record<string, MockHandler> = {}) {
  let items = options.items ?? [key('k1', 'Zapier bridge', { last_used_at: '2026-01-05T10:00:00.000Z' })];
  return mockApi({
    'GET /integrations/api_keys': () => ({ payload: items }),
    'POST /integrations/api_keys': (call) => {
      const name = (call.body as { name: string }).name;
      if (items.some((item) => item.name === name))
        return { error: 'An API key with this name already exists', status: 409 };
      const created = key('k-new', name);
      items = [...items, created];
      return { payload: { ...created, secret } };
    },
    'DELETE /integrations/api_keys/*': (call) => {
      const id = call.path.split('/').at(-1) ?? '';
      items = items.filter((item) => item._id !== id);
      return { payload: { _id: id } };
    },
    'GET /users/fetch_user': () => ({
      payload: { _id: 'u1', email: 'ada@x.test', first_name: 'Ada', last_name: 'Admin', is_admin: false },
    }),
    'GET /space/info': () => ({ payload: { _id: 's-1', admins: options.admin ? ['u1'] : [], users: [] } }),
    ...extra,
  });
}

async function openPage() {
  renderArea(App, '/integrations/api?space=s-1');
  return screen.findByRole('table', { name: 'API keys' }, slow);
}

setUpInboxPageTests();

describe('Integrations › API token', () => {
  it('lists the keys with their prefix, creator and last use', async () => {
    keysApi({ admin: true });
    const table = await openPage();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Key', 'Created by', 'Created', 'Last used', 'Actions']);
    const row = within(table).getByRole('row', { name: /Zapier bridge/ });
    expect(row.textContent).toContain('rk_live_AbCd…');
    expect(row.textContent).toContain('Ada Admin');
    expect(row.textContent).not.toContain('Never');
  });

  it('creates a key in a modal and shows its secret once, with a copy button and a warning', async () => {
    const api = keysApi({ admin: true });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    // An empty name is refused before any call.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Fill this field')).toBeTruthy();
    expect(api.callsTo('POST', '/integrations/api_keys')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Reporting  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(api.callsTo('POST', '/integrations/api_keys')[0]?.body).toEqual({ name: 'Reporting' });
    expect((within(shown).getByLabelText('API key') as HTMLInputElement).value).toBe(secret);
    expect(shown.textContent).toContain('it will not be shown again');

    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    await waitFor(() =>
      expect(useSnackbars.getState().snackbars.map((snackbar) => snackbar.text)).toContain(
        'Copied successfully',
      ),
    );

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Gone for good: the list shows only the prefix.
    const table = await screen.findByRole('table', { name: 'API keys' });
    await within(table).findByRole('row', { name: /Reporting/ });
    expect(document.body.textContent).not.toContain(secret);
  });

  it("shows the server's refusal in the create modal", async () => {
    keysApi({ admin: true });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Zapier bridge' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(
      (await within(dialog).findByText('An API key with this name already exists')).textContent,
    ).toBeTruthy();
  });

  it('revokes a key after confirmation', async () => {
    const api = keysApi({ admin: true });
    const table = await openPage();
    fireEvent.click(within(table).getByRole('button', { name: 'Revoke "Zapier bridge"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke "Zapier bridge"?' });
    expect(api.callsTo('DELETE', '/integrations/api_keys/k1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/integrations/api_keys/k1')).toHaveLength(1));
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
  });

  it('shows members the list read-only', async () => {
    keysApi({ admin: false });
    const table = await openPage();
    expect(await screen.findByText('Only workspace admins can create or revoke API keys.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
