import { getBrand } from '@outreach/brands';
import { sessionStore } from '@outreach/sdk';
import { workspaceMessages } from '@outreach/core/forms';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderPage, setUpPageTests, snackbarTexts } from '../auth/renderPage.test-support';
import AppearancePage from './workspace/AppearancePage';
import DomainsPage from './workspace/DomainsPage';
import { LabelFormPage, LabelsPage } from './workspace/LabelsPages';
import AiEmployeesPage from './workspace/AiEmployeesPage';
import WorkspaceBasicPage from './workspace/WorkspaceBasicPage';
import WorkspaceUsersPage from './workspace/WorkspaceUsersPage';

await setUpPageTests({ signedIn: true });

const me = {
  _id: 'user-1',
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Berg',
  is_admin: false,
};
const workspace = {
  _id: 'space-1',
  name: 'Acme',
  admins: ['user-1'],
  users: [
    { _id: 'user-1', first_name: 'Anna', last_name: 'Berg', email: 'anna@example.com' },
    {
      _id: 'user-2',
      first_name: 'Bob',
      last_name: 'Stone',
      email: 'bob@example.com',
      available_credentials: ['cred-1'],
    },
  ],
};
const credentials = [
  { _id: 'cred-1', username: 'sales@acme.com', first_name: 'Sales', last_name: 'Team', status: 'active' },
  { _id: 'cred-2', username: 'ceo@acme.com', first_name: 'Chief', last_name: 'Officer', status: 'active' },
];
const base = {
  'GET /users/fetch_user': me,
  'GET /space/info': workspace,
  'GET /space/features': {},
  'GET /credentials/fetch': credentials,
  'GET /space/space-1/invites': [
    { _id: 'inv-1', email: 'carl@example.com', state: 'sent' },
    { _id: 'inv-2', email: 'dana@example.com', state: 'revoked' },
  ],
  'GET /space/space-1/code_invites': [
    { _id: 'code-1', code: 'ABCDEFGHIJKL', allowed_pages: { inbox: true }, credentials_ids: [] },
  ],
};
const asWorker = { ...base, 'GET /space/info': { ...workspace, admins: ['user-2'] } };

const at = (path: string, element: ReactNode, url: string) =>
  renderPage(<Route path={path} element={element} />, url, { withQueryClient: true });
const usersPage = () =>
  at('/preferences/workspace/users/:id', <WorkspaceUsersPage />, '/preferences/workspace/users/space-1');

describe('workspace basic info', () => {
  const render = () =>
    at('/preferences/workspace/basic/:id', <WorkspaceBasicPage />, '/preferences/workspace/basic/space-1');

  it('reads the workspace of the URL (GET /space/info?space=)', async () => {
    const api = mockApi(base);
    render();
    expect(((await screen.findByLabelText('Workspace name')) as HTMLInputElement).value).toBe('Acme');
    expect(api.callsTo('GET', '/space/info')).toContainEqual([undefined, { space: 'space-1' }]);
  });

  it("says 'Name is required' and calls nothing", async () => {
    const api = mockApi(base);
    render();
    fireEvent.change(await screen.findByLabelText('Workspace name'), { target: { value: ' ' } });
    // Save shows once the profile says this user is an admin; the form is checked asynchronously.
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(workspaceMessages.nameRequired);
    expect(api.callsTo('POST', '/space/space-1/update')).toEqual([]);
  });

  it('posts /space/{id}/update {space_object: {name}}', async () => {
    const api = mockApi({ ...base, 'POST /space/space-1/update': {} });
    render();
    fireEvent.change(await screen.findByLabelText('Workspace name'), { target: { value: 'Acme Sales' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbarTexts()).toEqual(['success: Changes saved']));
    expect(api.callsTo('POST', '/space/space-1/update')).toEqual([
      [{ space_object: { name: 'Acme Sales' } }, undefined],
    ]);
  });

  it("uploads the picture to /space/save_photo for this workspace and shows the API's image error", async () => {
    const api = mockApi({ ...base, 'POST /space/save_photo': fail('Only JPEG, PNG or WebP images', 415) });
    render();
    const file = new File(['x'], 'logo.gif', { type: 'image/gif' });
    fireEvent.change(await screen.findByLabelText('Workspace picture'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Only JPEG, PNG or WebP images');
    const [[body, query]] = api.callsTo('POST', '/space/save_photo') as [[FormData, unknown]];
    expect((body.get('file') as File).name).toBe('logo.gif');
    expect(query).toEqual({ space: 'space-1' });
  });

  it('is read-only for a member who is not admin', async () => {
    mockApi(asWorker);
    render();
    expect(((await screen.findByLabelText('Workspace name')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Workspace picture')).toBeNull();
  });
});

describe('workspace users (admin)', () => {
  it('lists the members; changing admin posts /users/{id}/change_admin {space_id, is_admin}', async () => {
    const api = mockApi({ ...base, 'POST /users/user-2/change_admin': {} });
    usersPage();
    expect(await screen.findByText('bob@example.com')).toBeTruthy();
    const own = (await screen.findByRole('switch', {
      name: 'Admin rights for Anna Berg',
    })) as HTMLInputElement;
    expect(own.checked).toBe(true);
    expect(own.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Admin rights for Bob Stone' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/users/user-2/change_admin')).toEqual([
        // The workspace is the body's space_id (the call takes no space query).
        [{ space_id: 'space-1', is_admin: true }, undefined],
      ]),
    );
  });

  it.each([
    ['', 'Please enter email'],
    ['carl@example', 'Not valid email'],
    ['carl@example.com, nope', 'Not valid email'],
  ])('invite by email %j: "%s"', async (emails, message) => {
    const api = mockApi(base);
    usersPage();
    fireEvent.change(await screen.findByLabelText('Emails'), { target: { value: emails } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.callsTo('POST', '/space/space-1/invites')).toEqual([]);
  });

  it('posts /space/{id}/invites {emails, granted_access, allowed_pages, credentials_ids}', async () => {
    const api = mockApi({ ...base, 'POST /space/space-1/invites': {} });
    usersPage();
    fireEvent.change(await screen.findByLabelText('Emails'), {
      target: { value: 'carl@example.com, erin@example.com' },
    });
    const form = screen.getByRole('button', { name: 'Send invite' }).closest('form') as HTMLFormElement;
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Billing' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Inbox' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /Chief Officer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(snackbarTexts()).toEqual(['success: Invitation sent']));
    expect(api.callsTo('POST', '/space/space-1/invites')).toEqual([
      [
        {
          emails: ['carl@example.com', 'erin@example.com'],
          granted_access: false,
          allowed_pages: {
            dashboard: true,
            search: true,
            campaigns: true,
            profiles: true,
            inbox: false,
            reports: true,
            mailboxes: true,
            pipeline: true,
            templates: true,
            integrations: true,
            settings: true,
            billing: true,
          },
          credentials_ids: ['cred-2'],
        },
        // The workspace is the path's (the call takes no space query).
        undefined,
      ],
    ]);
  });

  it('an admin invite (granted_access) hides the page and account choices', async () => {
    const api = mockApi({ ...base, 'POST /space/space-1/invites': {} });
    usersPage();
    fireEvent.change(await screen.findByLabelText('Emails'), { target: { value: 'carl@example.com' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Make them admins' }));
    const form = screen.getByRole('button', { name: 'Send invite' }).closest('form') as HTMLFormElement;
    expect(within(form).queryByRole('checkbox', { name: 'Inbox' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(api.callsTo('POST', '/space/space-1/invites')).toHaveLength(1));
    const [[body]] = api.callsTo('POST', '/space/space-1/invites') as [
      [{ granted_access: boolean }, unknown],
    ];
    expect(body.granted_access).toBe(true);
  });

  it('resends and revokes invites; a revoked invite has no actions', async () => {
    const api = mockApi({
      ...base,
      'POST /space/space-1/invites/inv-1/resend': {},
      'DELETE /space/space-1/invites/inv-1': {},
    });
    usersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to carl@example.com' }));
    await waitFor(() => expect(api.callsTo('POST', '/space/space-1/invites/inv-1/resend')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation of carl@example.com' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/space/space-1/invites/inv-1')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Revoke the invitation of dana@example.com' })).toBeNull();
    expect(snackbarTexts()).toEqual(['success: Invitation sent again', 'success: Invitation revoked']);
  });

  it("copies the code ('Copied successfully') and renews it with its pages and credentials", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const api = mockApi({ ...base, 'POST /space/space-1/code_invites/code-1/renew': {} });
    usersPage();
    expect(await screen.findByText('ABCDEFGHIJKL')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(snackbarTexts()).toEqual(['success: Copied successfully']));
    expect(writeText).toHaveBeenCalledWith('ABCDEFGHIJKL');
    fireEvent.click(screen.getByRole('button', { name: 'Renew' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/space/space-1/code_invites/code-1/renew')).toEqual([
        [{ allowed_pages: { inbox: true }, credentials_ids: [] }, undefined],
      ]),
    );
  });

  it("edits a member's allowed pages: GET then PUT /users/{id}/allowed_pages", async () => {
    const api = mockApi({
      ...base,
      'GET /users/user-2/allowed_pages': {
        user_id: 'user-2',
        is_admin: false,
        allowed_pages: { inbox: true, campaigns: true },
      },
      'PUT /users/user-2/allowed_pages': {},
    });
    usersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pages Bob Stone can open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pages Bob Stone can open' });
    const inbox = (await within(dialog).findByRole('checkbox', { name: 'Inbox' })) as HTMLInputElement;
    expect(inbox.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Reports' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[body, query]] = api.callsTo('PUT', '/users/user-2/allowed_pages') as [
      [{ allowed_pages: object }, unknown],
    ];
    expect(body.allowed_pages).toMatchObject({ inbox: true, campaigns: true, reports: true, billing: false });
    expect(query).toEqual({ space: 'space-1' });
  });

  it("edits a member's accounts: GET /users/get_available_credentials, POST /users/{id}/set_credentials", async () => {
    const api = mockApi({
      ...base,
      'GET /users/get_available_credentials': { user_id: 'user-2', all: false, credentials_ids: ['cred-1'] },
      'POST /users/user-2/set_credentials': {},
    });
    usersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accounts Bob Stone can use' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accounts Bob Stone can use' });
    expect(
      ((await within(dialog).findByRole('checkbox', { name: /Sales Team/ })) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Chief Officer/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/users/user-2/set_credentials')).toEqual([
        [{ credentials_ids: ['cred-1', 'cred-2'] }, { space: 'space-1' }],
      ]),
    );
    expect(api.callsTo('GET', '/users/get_available_credentials')[0]).toEqual([
      undefined,
      { space: 'space-1', user_id: 'user-2' },
    ]);
  });
});

describe('workspace users (member who is not admin)', () => {
  it('is read-only: no switches, no invites, no codes', async () => {
    const api = mockApi(asWorker);
    usersPage();
    expect(await screen.findByText('bob@example.com')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByLabelText('Emails')).toBeNull();
    expect(screen.getByText('Only workspace admins can change these settings.')).toBeTruthy();
    expect(api.callsTo('GET', '/space/space-1/invites')).toEqual([]);
    expect(api.callsTo('GET', '/space/space-1/code_invites')).toEqual([]);
  });
});

describe('appearance', () => {
  it("switches light and dark with setTheme and shows the brand's colours", () => {
    mockApi(base);
    sessionStore.setState({ theme: 'light' });
    renderPage(
      <Route path="/preferences/workspace/appearance/:id" element={<AppearancePage />} />,
      '/preferences/workspace/appearance/space-1',
      { withQueryClient: true, brand: getBrand('closedesk') },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(sessionStore.getState().theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: "CloseDesk's colours" })).toBeTruthy();
    expect(screen.getAllByText('#7c4dff').length).toBeGreaterThan(0);
    sessionStore.setState({ theme: 'light' });
  });
});

describe('workspace labels (outreach §3 Label, §5)', () => {
  const labels = [
    {
      _id: 'l-1',
      name: 'Hot lead',
      color: '#d93848',
      type: 'profile',
      is_shared: true,
      display_order: 0,
      created_at: '',
    },
    {
      _id: 'l-ai',
      name: 'interested',
      color: '#47e671',
      type: 'ai_generated',
      is_shared: true,
      display_order: 1,
      created_at: '',
    },
  ];
  const list = () =>
    at('/preferences/workspace/labels/:id', <LabelsPage />, '/preferences/workspace/labels/space-1');
  const form = (url: string) =>
    renderPage(
      <>
        <Route path="/preferences/workspace/labels/:id/create-new" element={<LabelFormPage />} />
        <Route path="/preferences/workspace/labels/:id/edit/:labelId" element={<LabelFormPage />} />
        <Route path="/preferences/workspace/labels/:id" element={<p>labels list</p>} />
      </>,
      url,
      { withQueryClient: true },
    );

  it('lists the workspace labels of the URL; AI labels have no edit or delete', async () => {
    const api = mockApi({ ...base, 'GET /labels/fetch': labels });
    list();
    expect(await screen.findByText('Hot lead')).toBeTruthy();
    expect(screen.getByText('interested')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Hot lead' }).getAttribute('href')).toContain(
      '/preferences/workspace/labels/space-1/edit/l-1',
    );
    expect(screen.queryByRole('button', { name: 'Delete interested' })).toBeNull();
    expect(api.callsTo('GET', '/labels/fetch')).toEqual([[undefined, { space: 'space-1' }]]);
  });

  it('deletes a label after the confirmation (DELETE /labels/{id})', async () => {
    const api = mockApi({ ...base, 'GET /labels/fetch': labels, 'DELETE /labels/l-1': { _id: 'l-1' } });
    list();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Hot lead' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('DELETE', '/labels/l-1')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(snackbarTexts()).toEqual(['success: Label deleted']));
    expect(api.callsTo('DELETE', '/labels/l-1')).toEqual([[undefined, { space: 'space-1' }]]);
  });

  it('creates a label with a name and a colour, checking both first', async () => {
    const api = mockApi({
      ...base,
      'GET /labels/fetch': labels,
      'POST /labels': { ...labels[0], _id: 'l-2' },
    });
    form('/preferences/workspace/labels/space-1/create-new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create label' }));
    expect(await screen.findByText('Fill this field')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Warm lead' } });
    fireEvent.change(screen.getByLabelText('Hex value'), { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create label' }));
    expect(await screen.findByText('Colour must be a hex colour such as #47e671')).toBeTruthy();
    expect(api.callsTo('POST', '/labels')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '#2d7be5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create label' }));
    await screen.findByText('labels list');
    expect(api.callsTo('POST', '/labels')).toEqual([
      [{ name: 'Warm lead', color: '#2d7be5', type: 'profile', is_shared: true }, { space: 'space-1' }],
    ]);
  });

  it("edits a label (PUT /labels/{id}) and shows the API's refusal of a taken title", async () => {
    const api = mockApi({
      ...base,
      'GET /labels/fetch': labels,
      'PUT /labels/l-1': fail('This title is already chosen', 409),
    });
    form('/preferences/workspace/labels/space-1/edit/l-1');
    const name = await screen.findByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toBe('Hot lead');
    fireEvent.change(name, { target: { value: 'interested' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This title is already chosen')).toBeTruthy();
    expect(api.callsTo('PUT', '/labels/l-1')).toEqual([
      [{ name: 'interested', color: '#d93848' }, { space: 'space-1' }],
    ]);
  });
});

describe('tracking domains (outreach §7 Tracking domains)', () => {
  const domain = {
    _id: 'd-1',
    type: 'cname',
    host: 'links.acme.com',
    value: 'track.reachly.io',
    is_default_for_link_tracking: false,
    is_default_for_video_scenario: false,
    video_usage_counter: 0,
    workflow_usage_counter: 0,
    status: 'unverified',
    verified_at: null,
    created_at: '',
  };
  const render = () =>
    at('/preferences/workspace/domains/:id', <DomainsPage />, '/preferences/workspace/domains/space-1');

  it('adds a domain, and shows the API refusal of a taken one', async () => {
    let added = false;
    const api = mockApi({
      ...base,
      'GET /tracking/custom_domains': () => (added ? [domain] : []),
      'POST /tracking/custom_domains': (body: unknown) => {
        if ((body as { host: string }).host === 'taken.acme.com') fail('This domain is already added', 409)();
        added = true;
        return domain;
      },
    });
    render();
    expect(await screen.findByText('No domains yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Fill this field')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'taken.acme.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('This domain is already added')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'links.acme.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    // The record to create is shown once the domain is in.
    expect(await screen.findByText('links.acme.com CNAME track.reachly.io')).toBeTruthy();
    expect(screen.getByText('Waiting for the DNS record')).toBeTruthy();
    expect(api.callsTo('POST', '/tracking/custom_domains').at(-1)).toEqual([
      { host: 'links.acme.com' },
      { space: 'space-1' },
    ]);
  });

  it("verifies (the API's finding shown), sets it for all links, and deletes after a confirmation", async () => {
    const api = mockApi({
      ...base,
      'GET /tracking/custom_domains': [domain],
      'POST /tracking/custom_domains/d-1/verify': {
        ...domain,
        status: 'failed',
        message: 'links.acme.com has no CNAME record',
      },
      'POST /tracking/custom_domains/d-1/set_for_all': { ...domain, is_default_for_link_tracking: true },
      'DELETE /tracking/custom_domains/d-1': { _id: 'd-1', unset_workflows: 0 },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify links.acme.com' }));
    await waitFor(() => expect(snackbarTexts()).toContain('error: links.acme.com has no CNAME record'));
    fireEvent.click(screen.getByRole('button', { name: 'Use links.acme.com for all links' }));
    await waitFor(() => expect(snackbarTexts()).toContain('success: Every campaign now uses this domain'));
    expect(api.callsTo('POST', '/tracking/custom_domains/d-1/set_for_all')).toEqual([
      [{ target_type: 'link_tracking' }, { space: 'space-1' }],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete links.acme.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('DELETE', '/tracking/custom_domains/d-1')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(snackbarTexts()).toContain('success: Domain deleted'));
    expect(api.callsTo('DELETE', '/tracking/custom_domains/d-1')).toHaveLength(1);
  });
});

describe('AI employees', () => {
  it('AI employees needs ai_employee_messages', async () => {
    mockApi(base);
    const page = at(
      '/preferences/workspace/ai-employees',
      <AiEmployeesPage />,
      '/preferences/workspace/ai-employees',
    );
    await waitFor(() => expect(page.location()).toBe('/preferences/user/basic'));
  });
});
