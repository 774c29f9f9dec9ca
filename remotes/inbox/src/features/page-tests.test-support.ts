import { clearSnackbars } from '@outreach/design-system';
import { seedSession } from '@outreach/sdk';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { inboxLocales } from '../i18n';

/**
 * The wait for a page's first content: its lazy module (and recharts, for the reports) loads on the
 * first render, which takes seconds on a busy machine.
 */
export const slow = { timeout: 20_000 };

/** socket.io-client for pages that open the realtime connection but whose tests send nothing on it. */
export const silentSocketIo = () => ({
  io: () => ({
    on: () => undefined,
    off: () => undefined,
    emit: () => undefined,
    disconnect: () => undefined,
  }),
});

/**
 * The hooks of an inbox page test: the area's English strings and the build id before the tests,
 * a session in space s-1 (with `session`'s changes) before each, and after each a clean screen,
 * snackbars, storage and globals, then `reset` for what the test file itself keeps.
 */
export function setUpInboxPageTests({
  session = {},
  reset,
}: {
  session?: Parameters<typeof seedSession>[0];
  reset?: () => void;
} = {}) {
  beforeAll(async () => {
    vi.stubGlobal('__BUILD_ID__', 'test');
    await inboxLocales.load('en');
  });
  beforeEach(() =>
    seedSession({ token: 'token-1', space: 's-1', selectedCredentialId: null, locale: 'en', ...session }),
  );
  afterEach(() => {
    cleanup();
    clearSnackbars();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.stubGlobal('__BUILD_ID__', 'test');
    reset?.();
  });
}
