import { getBrand } from '@outreach/brands';
import { sessionStore } from '@outreach/sdk';
import { useAccount } from '@outreach/sdk/account';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderPage, setUpPageTests, snackbarTexts } from '../auth/renderPage.test-support';
import CreateWorkspacePage from './CreateWorkspacePage';
import JoinWorkspacePage from './JoinWorkspacePage';
import SetSpacePage from './SetSpacePage';
import { SwitchWorkspaceModal } from './SwitchWorkspaceModal';

await setUpPageTests({
  signedIn: true,
  afterEach: () => {
    delete (globalThis as { promotekit_referral?: string }).promotekit_referral;
  },
});

const user = {
  _id: 'user-1',
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Berg',
  brand: 'reachly',
};
const signedIn = {
  'GET /users/fetch_user': user,
  'GET /space/info': { _id: 'space-1', name: 'Acme', admins: [] },
};

/** The route guard loads the workspace; the page reads what it loaded. */
function GuardLoadsAccount() {
  useAccount();
  return <CreateWorkspacePage />;
}

describe('create workspace (/space/create, /workspace/add)', () => {
  const render = (brand = getBrand('reachly'), url = '/workspace/add') =>
    renderPage(
      <>
        <Route path="/space/create" element={<CreateWorkspacePage />} />
        <Route path="/workspace/add" element={<CreateWorkspacePage />} />
      </>,
      url,
      { withQueryClient: true, brand },
    );

  it.each([[''], ['   ']])("says 'Name is required' for %j and calls nothing", async (name) => {
    const api = mockApi(signedIn);
    render();
    fireEvent.change(screen.getByLabelText('Workspace name'), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    // react-hook-form checks a submitted form asynchronously; the words are the API's (@outreach/core/forms).
    expect((await screen.findByRole('alert')).textContent).toBe('Name is required');
    expect(api.callsTo('POST', '/space/create')).toEqual([]);
  });

  it('posts /space/create {name, promotekit_referral}, works in the new workspace and goes to campaigns', async () => {
    (globalThis as { promotekit_referral?: string }).promotekit_referral = 'ref-42';
    const api = mockApi({
      ...signedIn,
      'POST /space/create': { _id: 'space-2', name: 'Beta', status: 'active' },
    });
    const page = render();
    fireEvent.change(screen.getByLabelText('Workspace name'), { target: { value: ' Beta ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(page.location()).toBe('/campaigns'));
    expect(api.callsTo('POST', '/space/create')).toEqual([
      [{ name: 'Beta', promotekit_referral: 'ref-42' }, undefined],
    ]);
    expect(sessionStore.getState().space).toBe('space-2');
  });

  it("shows the API's refusal under the name", async () => {
    mockApi({ ...signedIn, 'POST /space/create': fail('Workspace limit reached') });
    render();
    fireEvent.change(screen.getByLabelText('Workspace name'), { target: { value: 'Beta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Workspace limit reached');
  });

  it('is refused for the restricted brand: back to campaigns (spec §1)', () => {
    mockApi(signedIn);
    const page = render(getBrand('closedesk'));
    expect(page.location()).toBe('/campaigns');
  });

  it('for the restricted brand, /space/create leads to joining a workspace instead', () => {
    mockApi(signedIn);
    const page = render(getBrand('closedesk'), '/space/create');
    expect(page.location()).toBe('/space/join');
  });

  it("follows the workspace's brand, not the host's: a CloseDesk workspace on the main host (spec §1, issue 14 brand_config)", async () => {
    mockApi({
      ...signedIn,
      'GET /space/info': {
        ...signedIn['GET /space/info'],
        brand: 'closedesk',
        brand_config: getBrand('closedesk'),
      },
    });
    const page = renderPage(
      <Route path="/workspace/add" element={<GuardLoadsAccount />} />,
      '/workspace/add',
      {
        withQueryClient: true,
        brand: getBrand('reachly'),
      },
    );
    await waitFor(() => expect(page.location()).toBe('/campaigns'));
  });

  it('is refused when the account belongs to the restricted brand', async () => {
    mockApi({ ...signedIn, 'GET /users/fetch_user': { ...user, brand: 'closedesk' } });
    const page = render();
    await waitFor(() => expect(page.location()).toBe('/campaigns'));
  });
});

describe('join workspace (/space/join)', () => {
  const render = () =>
    renderPage(<Route path="/space/join" element={<JoinWorkspacePage />} />, '/space/join', {
      withQueryClient: true,
    });

  it.each([[''], ['ABCDEFGHIJK'], ['ABCDEFGHIJKLM']])(
    'refuses %j: the invite code has 12 characters',
    async (code) => {
      const api = mockApi(signedIn);
      render();
      fireEvent.change(screen.getByLabelText('Invite code'), { target: { value: code } });
      fireEvent.click(screen.getByRole('button', { name: 'Join workspace' }));
      // react-hook-form checks a submitted form asynchronously.
      expect((await screen.findByRole('alert')).textContent).toBe('The invite code has 12 characters');
      expect(api.callsTo('POST', '/space/join')).toEqual([]);
    },
  );

  it("shows the API's 'invalid invite code'", async () => {
    mockApi({ ...signedIn, 'POST /space/join': fail('invalid invite code') });
    render();
    fireEvent.change(screen.getByLabelText('Invite code'), { target: { value: 'ABCDEFGHIJKL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join workspace' }));
    expect((await screen.findByRole('alert')).textContent).toBe('invalid invite code');
  });

  it('posts /space/join {invite_code} and goes to campaigns in the joined workspace', async () => {
    const api = mockApi({ ...signedIn, 'POST /space/join': { _id: 'space-3', name: 'Gamma' } });
    const page = render();
    fireEvent.change(screen.getByLabelText('Invite code'), { target: { value: ' ABCDEFGHIJKL ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join workspace' }));
    await waitFor(() => expect(page.location()).toBe('/campaigns'));
    expect(api.callsTo('POST', '/space/join')).toEqual([[{ invite_code: 'ABCDEFGHIJKL' }, undefined]]);
    expect(sessionStore.getState().space).toBe('space-3');
  });
});

const workspaces = [
  { _id: 'space-1', name: 'Acme', status: 'active', is_admin: true },
  { _id: 'space-2', name: 'Beta', status: 'active', is_admin: false },
  { _id: 'space-3', name: 'Gamma', status: 'blocked', is_admin: false },
];

describe('choose workspace (/space/set-space, /space/use-space)', () => {
  const render = (url = '/space/set-space') =>
    renderPage(
      <>
        <Route path="/space/set-space" element={<SetSpacePage />} />
        <Route path="/space/use-space" element={<SetSpacePage />} />
      </>,
      url,
      { withQueryClient: true },
    );

  it('lists the workspaces with their status and marks the current one', async () => {
    mockApi({ ...signedIn, 'GET /users/fetch_spaces': workspaces });
    render('/space/use-space');
    const list = await screen.findByRole('list', { name: 'Your workspaces' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toContain('Acme');
    expect(rows[0]).toContain('Current');
    expect(rows[2]).toContain('Blocked');
  });

  it('posts /users/set_space {space_id} and goes to campaigns', async () => {
    const api = mockApi({ ...signedIn, 'GET /users/fetch_spaces': workspaces, 'POST /users/set_space': {} });
    const page = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Beta' }));
    await waitFor(() => expect(page.location()).toBe('/campaigns'));
    expect(api.callsTo('POST', '/users/set_space')).toEqual([[{ space_id: 'space-2' }, undefined]]);
    expect(sessionStore.getState().space).toBe('space-2');
    expect(snackbarTexts()).toEqual(['success: You are now working in Beta']);
  });

  it('shows the refusal that names the status, and stays', async () => {
    mockApi({
      ...signedIn,
      'GET /users/fetch_spaces': workspaces,
      'POST /users/set_space': fail('Space is blocked', 403),
    });
    const page = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Gamma' }));
    await waitFor(() => expect(snackbarTexts()).toEqual(['error: Space is blocked']));
    expect(page.location()).toBe('/space/set-space');
    expect(sessionStore.getState().space).toBeNull();
  });

  it('offers to create a workspace and to join one', async () => {
    mockApi({ ...signedIn, 'GET /users/fetch_spaces': workspaces });
    render();
    await screen.findByRole('list', { name: 'Your workspaces' });
    expect(screen.getByRole('link', { name: 'Create a new workspace' }).getAttribute('href')).toBe(
      '/workspace/add',
    );
    expect(screen.getByRole('link', { name: 'Join with a code' }).getAttribute('href')).toBe('/space/join');
  });

  it('offers no new workspace for the restricted brand (spec §1)', async () => {
    mockApi({ ...signedIn, 'GET /users/fetch_spaces': workspaces });
    renderPage(<Route path="/space/set-space" element={<SetSpacePage />} />, '/space/set-space', {
      withQueryClient: true,
      brand: getBrand('closedesk'),
    });
    await screen.findByRole('list', { name: 'Your workspaces' });
    expect(screen.queryByRole('link', { name: 'Create a new workspace' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Join with a code' })).toBeTruthy();
  });
});

describe('SwitchWorkspaceModal', () => {
  it('is a 725 px dialog; choosing closes it and lands on campaigns', async () => {
    const api = mockApi({ ...signedIn, 'GET /users/fetch_spaces': workspaces, 'POST /users/set_space': {} });
    const onClose = vi.fn();
    const page = renderPage(
      <Route path="/inbox" element={<SwitchWorkspaceModal open onClose={onClose} />} />,
      '/inbox',
      { withQueryClient: true },
    );
    const dialog = screen.getByRole('dialog', { name: 'Switch workspace' });
    expect(dialog.style.width).toBe('725px');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Beta' }));
    await waitFor(() => expect(page.location()).toBe('/campaigns'));
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo('POST', '/users/set_space')).toEqual([[{ space_id: 'space-2' }, undefined]]);
  });

  it('renders nothing while closed', () => {
    mockApi(signedIn);
    renderPage(
      <Route path="/inbox" element={<SwitchWorkspaceModal open={false} onClose={() => {}} />} />,
      '/inbox',
      {
        withQueryClient: true,
      },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
