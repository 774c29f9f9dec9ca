import { screen, waitFor } from '@testing-library/react';
import { Outlet, Route } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage, setUpPageTests } from '../pages/auth/renderPage.test-support';
import { authRoutes, publicRoutes } from './account-routes';
import { signedInRoutes } from './signed-in-routes';

await setUpPageTests({ signedIn: true });
beforeEach(() => {
  mockApi({
    'GET /users/fetch_user': {
      _id: 'user-1',
      email: 'anna@example.com',
      first_name: 'Anna',
      last_name: 'Berg',
    },
    'GET /space/info': { _id: 'space-1', name: 'Acme', admins: ['user-1'], users: [] },
    'GET /space/features': {},
    'GET /tracking/custom_domains': [],
    'GET /labels/fetch': [
      {
        _id: 'label-1',
        name: 'Hot lead',
        color: '#d93848',
        type: 'profile',
        is_shared: true,
        display_order: 0,
        created_at: '',
      },
    ],
    'GET /users/fetch_spaces': [],
    'GET /space/invites': { space: { _id: 'space-1', name: 'Acme' } },
  });
});

/** The three functions mounted the way the shell mounts them (layouts replaced by bare outlets). */
function renderAt(url: string) {
  return renderPage(
    <>
      <Route path="/auth" element={<Outlet />}>
        {authRoutes()}
      </Route>
      {publicRoutes()}
      <Route element={<Outlet />}>{signedInRoutes()}</Route>
    </>,
    url,
    { withQueryClient: true },
  );
}

describe('account routes: redirects of spec platform §2', () => {
  it.each([
    ['/auth', '/auth/sign-in'],
    ['/auth/no-such-page', '/auth/sign-in'],
    ['/space', '/space/create'],
    ['/space/anything?invite=x', '/space/create?invite=x'],
    ['/preferences', '/preferences/user/basic'],
    ['/preferences?selectedCred=c1', '/preferences/user/basic?selectedCred=c1'],
    ['/preferences/user', '/preferences/user/basic'],
    ['/preferences/nothing-here', '/preferences/user/basic'],
    ['/preferences/workspace/space-9', '/preferences/workspace/basic/space-9'],
    ['/preferences/workspace', '/preferences/workspace/basic/space-1'],
    ['/preferences/workspace/users', '/preferences/workspace/users/space-1'],
  ])('%s → %s', async (from, to) => {
    const page = renderAt(from);
    await waitFor(() => expect(page.location()).toBe(to));
  });
});

describe('account routes: pages load lazily', () => {
  it.each([
    ['/auth/sign-in', 'Sign in'],
    ['/auth/sign-up', 'Create your account'],
    ['/auth/forgot-password', 'Forgot your password?'],
    ['/auth/activate-email', 'Check your inbox'],
    ['/auth/integration/third-party-login', 'Sign in with another account'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-of-use', 'Terms of use'],
    ['/space/accept-invite?invite=ABCDEFGHIJKL', 'Workspace invitation'],
    ['/space/create', 'Create a workspace'],
    ['/workspace/add', 'Create a workspace'],
    ['/space/join', 'Join a workspace'],
    ['/space/set-space', 'Choose a workspace'],
    ['/space/use-space', 'Choose a workspace'],
    ['/preferences/user/password', 'Password'],
    ['/preferences/workspace/domains/space-1', 'No domains yet'],
    ['/preferences/workspace/labels/space-1/create-new', 'New label'],
    ['/preferences/workspace/labels/space-1/edit/label-1', 'Edit label'],
    ['/preferences/workspace/auto-labels/space-1', 'Auto labels'],
  ])('%s shows "%s"', async (url, heading) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeTruthy();
  });

  it('/error offers Retry', async () => {
    renderAt('/error');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeTruthy();
  });
});
