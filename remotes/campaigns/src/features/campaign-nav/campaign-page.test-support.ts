import { seedSession } from '@outreach/sdk';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { campaignsLocales } from '../../i18n';
import { fakeSocket } from './fake-socket.test-support';

/**
 * The hooks of a campaigns page test: the area's English strings before the tests; before each a
 * session in space s-1 (with `session`'s changes); after each a clean screen, socket and globals.
 */
export function setUpCampaignPageTests(session: Parameters<typeof seedSession>[0] = {}) {
  beforeAll(() => campaignsLocales.load('en'));
  beforeEach(() => seedSession({ token: 'token-1', space: 's-1', ...session }));
  afterEach(() => {
    cleanup();
    fakeSocket.reset();
    vi.unstubAllGlobals();
  });
}
