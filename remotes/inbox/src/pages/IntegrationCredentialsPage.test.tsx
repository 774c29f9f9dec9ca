import { setUpInboxPageTests, silentSocketIo, slow } from '../features/page-tests.test-support';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { renderArea } from '../../../test-support';
import App from '../expose/App';

vi.mock('socket.io-client', () => silentSocketIo());

/** An account of GET /credentials/fetch, with the fields the page reads. */
function credential(id: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    username: `${id}@example.com`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    photo_link: null,
    status: 'active',
    automation_type: 'cloud',
    wait_for_authorization: false,
    hibernated_at: null,
    ...extra,
  };
}

setUpInboxPageTests();

describe('Integrations › Accounts (issue 26 item 23)', () => {
  it("lists the workspace's connected accounts with their state and a link to each one's settings", async () => {
    mockApi({
      'GET /credentials/fetch': () => ({
        payload: [
          credential('c1'),
          credential('c2', { full_name: 'Grace Hopper', status: 'invalid', automation_type: 'extension' }),
        ],
      }),
    });
    renderArea(App, '/integrations/credentials?space=s-1');
    const table = await screen.findByRole('table', { name: 'Connected accounts' }, slow);
    const ada = within(table).getByRole('row', { name: /Ada Lovelace/ });
    expect(ada.textContent).toContain('Cloud');
    expect(ada.textContent).toContain('Active');
    expect(within(ada).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/settings/account?space=s-1&selectedCred=c1',
    );
    const grace = within(table).getByRole('row', { name: /Grace Hopper/ });
    expect(grace.textContent).toContain('Browser extension');
    expect(grace.textContent).toContain('Wrong password');
    expect(screen.queryByText('No connected accounts')).toBeNull();
  });

  it('shows the empty state with Add account when none is connected', async () => {
    mockApi({ 'GET /credentials/fetch': () => ({ payload: [] }) });
    renderArea(App, '/integrations/credentials?space=s-1');
    expect(await screen.findByText('No connected accounts', {}, slow)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add account' }).length).toBeGreaterThan(0);
  });
});
