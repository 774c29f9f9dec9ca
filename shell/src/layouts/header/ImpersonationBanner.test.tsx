import { api } from '@outreach/sdk';
import { spaceMemberFixture } from '@outreach/sdk/test-support';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings, renderShell, testAccount, testUser } from '../shell.test-support';
import { ImpersonationBanner, workspaceOwnerEmail } from './ImpersonationBanner';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeAll(loadStrings);

const page = <Route path="*" element={<ImpersonationBanner />} />;
const admin = { ...testUser, _id: 'admin-1', email: 'admin@reachly.test', is_admin: true };
const customer = {
  ...testAccount,
  _id: 's9',
  name: 'Acme Corp',
  admins: ['owner-1', 'owner-2'],
  users: [
    spaceMemberFixture({ _id: 'member-1', first_name: 'Mia', last_name: 'Member', email: 'mia@acme.test' }),
    spaceMemberFixture({ _id: 'owner-2', first_name: 'Olli', last_name: 'Other', email: 'olli@acme.test' }),
    spaceMemberFixture({ _id: 'owner-1', first_name: 'Omar', last_name: 'Owner', email: 'omar@acme.test' }),
  ],
  is_admin_view: true,
};

// issue 23 item 11: the screen says plainly, all the time, whose workspace the admin is in, with a way out.
describe('ImpersonationBanner', () => {
  it('names the workspace and its owner while a platform admin is in a customer workspace', () => {
    renderShell(page, { user: admin, account: customer, url: '/campaigns?space=s9' });
    const banner = screen.getByRole('region', { name: 'Acting as a platform admin' });
    expect(banner.textContent).toContain('You are in Acme Corp (omar@acme.test) as a platform admin');
  });

  it('"Back to admin" ends the session at the API and opens the customer in the admin area', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue({ ended: 1 } as never);
    const view = renderShell(page, { user: admin, account: customer, url: '/inbox?space=s9' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to admin' }));
    await waitFor(() => expect(view.location()).toBe('/admin/customers/s9'));
    expect(post).toHaveBeenCalledWith('/admin/impersonation/end', { query: { space: 's9' } });
  });

  it('shows nothing in the person own workspace', () => {
    renderShell(page, { user: admin, account: { ...testAccount, is_admin_view: false } });
    expect(screen.queryByRole('region', { name: 'Acting as a platform admin' })).toBeNull();
  });

  it('reads the owner as the first workspace admin listed among the members', () => {
    expect(workspaceOwnerEmail(customer)).toBe('omar@acme.test');
    expect(workspaceOwnerEmail({ ...customer, users: [] })).toBeNull();
  });
});
