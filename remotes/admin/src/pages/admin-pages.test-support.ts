import { clearSnackbars } from '@outreach/design-system';
import { seedSession, sessionStore } from '@outreach/sdk';
import { sessionUserFixture } from '@outreach/sdk/test-support';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { adminLocales } from '../i18n';

/** The signed-in user of the admin pages' tests: a platform admin. */
export const platformAdmin = sessionUserFixture({
  _id: 'u-admin',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  status: 'active',
  email_confirmed: true,
  is_admin: true,
});

/**
 * The hooks of an admin page test: the area's English strings before the tests; the build id and a
 * platform admin signed in to space-1 before each (then `beforeEachTest`, for more stubs); after
 * each a clean screen, snackbars, globals, mocks and session.
 */
export function setUpAdminPageTests(beforeEachTest?: () => void) {
  beforeAll(() => adminLocales.load('en'));
  beforeEach(() => {
    vi.stubGlobal('__BUILD_ID__', 'test');
    beforeEachTest?.();
    seedSession({ token: 'token-1', space: 'space-1' });
    sessionStore.setState({ user: platformAdmin, embedded: false });
  });
  afterEach(() => {
    cleanup();
    clearSnackbars();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStore.setState({ user: null, embedded: false, token: null });
  });
}
